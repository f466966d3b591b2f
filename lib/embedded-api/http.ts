import type { ContentRouter } from './router';

/** Mount point of the embedded content API on this site (documented in the README). */
const EMBEDDED_API_BASE = '/api/content';

/**
 * Serves one HTTP request with the embedded router. Answers are never cached here: the
 * consumer caches, as it does with the institute's API.
 *
 * Over HTTP the embedded API is read-only: its write paths (`/getacall`, `/queryform`, …)
 * would store leads past every check of the form endpoints (origin, media type, human
 * verification, rate limits). Leads come in through `/api/enquiry` and `/api/callback`,
 * which reach the router in-process.
 */
export async function serveContentRequest(request: Request, router: ContentRouter, base = EMBEDDED_API_BASE): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return Response.json(
      { statusCode: 405, error: 'Method not allowed' },
      { status: 405, headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' } },
    );
  }
  const { pathname } = new URL(request.url);
  const path = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  const answer = router('GET', path);
  return Response.json(answer.body, { status: answer.status, headers: { 'cache-control': 'no-store' } });
}
