import type { ContentRouter } from './router';

/** Mount point of the embedded content API on this site (documented in the README). */
export const EMBEDDED_API_BASE = '/api/content';

const MAX_BODY_BYTES = 16 * 1024;

/**
 * Serves one HTTP request with the embedded router. Answers are never cached here: the
 * consumer caches, as it does with the institute's API.
 */
export async function serveContentRequest(request: Request, router: ContentRouter, base = EMBEDDED_API_BASE): Promise<Response> {
  const { pathname } = new URL(request.url);
  const path = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  let body: string | undefined;
  if (request.method === 'POST') {
    body = await request.text();
    if (Buffer.byteLength(body) > MAX_BODY_BYTES) {
      return Response.json({ statusCode: 413, error: 'Body too large' }, { status: 413 });
    }
  }
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const answer = router(method, path, body);
  return Response.json(answer.body, { status: answer.status, headers: { 'cache-control': 'no-store' } });
}
