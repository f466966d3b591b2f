/** What the client asks of a source of the contract: one call, answered with status and parsed body. */
export type ContentRequest = {
  method: 'GET' | 'POST';
  /** Contract path with its parameters already percent-encoded, e.g. `/blog/some-slug`. */
  path: string;
  body?: unknown;
  /** Cache tags and lifetime for GET answers; transports without a cache ignore them. */
  tags?: readonly string[];
  revalidate?: number;
  /** Bypass every cache (the health check, search terms). */
  fresh?: boolean;
  /** Extra request headers (a lead's Idempotency-Key); transports without HTTP ignore them. */
  headers?: Readonly<Record<string, string>>;
  /** This call's own time limit, instead of the transport's default. */
  timeoutMs?: number;
  /**
   * A paged list read for its items' addresses and dates only (sitemaps), this many contract pages
   * from the path's page on. A source that can (the in-process embedded API) answers them all at
   * once, with just those fields and a `pageSize` saying how many items it holds; any other
   * answers the path's one page.
   */
  refPages?: number;
};

/** `body` is `undefined` when the answer had no JSON body (empty, HTML proxy page). */
export type ContentAnswer = { status: number; body: unknown };

/** Throws `ContentError('unavailable')` when no answer came back. */
export type Transport = (request: ContentRequest) => Promise<ContentAnswer>;

/** Percent-encodes each parameter, as the contract asks: `contractPath('blog', slug)`. */
export function contractPath(...segments: readonly (string | number)[]): string {
  return '/' + segments.map((s) => encodeURIComponent(String(s))).join('/');
}
