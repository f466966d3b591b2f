import { ContentError } from './errors';
import type { Transport } from './transport';

type HttpTransportOptions = { baseUrl: string; timeoutMs: number };

/**
 * The institute's API over HTTP. GET answers go through Next's data cache with the
 * request's tags and lifetime: a stale entry keeps being served while its refresh fails,
 * which is how pages survive an API outage.
 */
export function httpTransport({ baseUrl, timeoutMs }: HttpTransportOptions): Transport {
  return async ({ method, path, body, tags, revalidate, fresh, headers, timeoutMs: callTimeoutMs }) => {
    let response: Response;
    try {
      response = await fetch(baseUrl + path, {
        method,
        headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(callTimeoutMs ?? timeoutMs),
        ...(method === 'GET' && !fresh
          ? { next: { revalidate: revalidate ?? 300, tags: tags ? [...tags] : [] } }
          : { cache: 'no-store' as const }),
      });
    } catch (cause) {
      const reason = cause instanceof Error && cause.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      throw new ContentError('unavailable', path, `Content API ${reason}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new ContentError('unavailable', path, 'Content API answer was cut off', response.status);
    }
    return { status: response.status, body: parseJson(text) };
  };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
