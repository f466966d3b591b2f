/**
 * Why a content call failed. `unavailable`: no usable answer came back (refused, reset,
 * timed out, not JSON). `status`: the API answered with a failure status. `invalid`: the
 * answer broke the contract's shape.
 */
export type ContentErrorKind = 'unavailable' | 'status' | 'invalid';

export class ContentError extends Error {
  override readonly name = 'ContentError';

  constructor(
    readonly kind: ContentErrorKind,
    readonly path: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${message} (${path})`);
  }
}

export function isContentError(value: unknown): value is ContentError {
  return value instanceof ContentError;
}
