import { readFileSync } from 'node:fs';
import path from 'node:path';
import { composeWorker } from '@/lib/offline/worker-script';

/*
 * The service worker (lib/offline/service-worker.js) with the build id and the shared
 * configuration in front. The build id makes every deploy's worker a different file, which
 * the browser checks for at each navigation (the worker's own request skips the HTTP cache),
 * so a new deploy's worker takes over at the next page a visitor opens. Rendered per request
 * from memory, `no-cache`: nginx and browsers never keep an old worker.
 */
export const dynamic = 'force-dynamic';

let script: string | undefined;

function workerScript(): string {
  if (script === undefined) {
    const root = process.cwd();
    const buildId = readFileSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim();
    const source = readFileSync(path.join(root, 'lib/offline/service-worker.js'), 'utf8');
    script = composeWorker(buildId, source);
  }
  return script;
}

export function GET() {
  return new Response(workerScript(), {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache', 'x-robots-tag': 'noindex' },
  });
}
