/** The contract's envelopes (docs/content-contract.md#envelopes). */
export type Answer = { status: number; body: unknown };

export const listAnswer = (data: unknown[]): Answer => ({ status: 200, body: { data } });
export const detailAnswer = (item: unknown): Answer => ({ status: 200, body: { statusCode: 200, data: [item] } });
export const objectAnswer = (data: unknown): Answer => ({ status: 200, body: { statusCode: 200, data } });
export const failure = (status: number, error: string): Answer => ({ status, body: { statusCode: status, error } });
export const notFound = (what = 'Resource') => failure(404, `${what} not found`);
export const badRequest = (error: string) => failure(400, error);

/** Thrown by parameter parsers to answer 400 from anywhere inside a handler. */
export class BadRequest extends Error {}
