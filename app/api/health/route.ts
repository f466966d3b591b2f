import { content, contentSource } from '@/lib/content';

/* Liveness and content-source check for load balancers and the test runner. */
export const dynamic = 'force-dynamic';

export async function GET() {
  const started = Date.now();
  let contentApi: 'up' | 'down' = 'up';
  try {
    await content.getSiteDetails();
  } catch {
    contentApi = 'down';
  }
  return Response.json(
    { status: 'ok', contentSource: contentSource === 'embedded' ? 'embedded' : 'api', contentApi, checkedInMs: Date.now() - started },
    { headers: { 'cache-control': 'no-store' } },
  );
}
