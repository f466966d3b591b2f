import { workerOfBuild } from '@/lib/next-internals/worker-script';

/*
 * The service worker (lib/next-internals/service-worker.js) with the build id and the shared
 * configuration in front. The build id makes every deploy's worker a different file, which
 * the browser checks for at each navigation (the worker's own request skips the HTTP cache),
 * so a new deploy's worker takes over at the next page a visitor opens. Rendered per request
 * from memory, `no-cache`: nginx and browsers never keep an old worker.
 */
export const dynamic = 'force-dynamic';

let script: string | undefined;

export function GET() {
  script ??= workerOfBuild();
  return new Response(script, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache', 'x-robots-tag': 'noindex' },
  });
}
