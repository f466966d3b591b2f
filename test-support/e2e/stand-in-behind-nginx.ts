import http from 'node:http';
import path from 'node:path';
import { shippedSiteConf, startNginx } from '@/test-support/services/nginx.mjs';
import { E2E } from '@/e2e/targets.mjs';

/*
 * The shipped nginx configuration (deploy/nginx/site.conf) in front of a stand-in upstream that
 * answers with `handler`: how a test checks what nginx's cache does with the answers the site
 * gives, without a site. Runs `check` with nginx's address, then stops both.
 */
export async function withStandInBehindNginx(handler: http.RequestListener, check: (nginxUrl: string) => Promise<void>) {
  const ports = E2E.instances.standInPorts;
  const upstream = http.createServer(handler);
  await new Promise<void>((resolve) => upstream.listen(ports.upstream, '127.0.0.1', resolve));
  const dir = path.resolve(`.data-e2e-nginx-${ports.nginx}`);
  const stop = await startNginx(
    dir,
    shippedSiteConf({ port: ports.nginx, upstreamPorts: [ports.upstream], cacheDir: path.join(dir, 'cache') }),
    ports.nginx,
  );
  try {
    await check(`http://127.0.0.1:${ports.nginx}`);
  } finally {
    stop();
    upstream.close();
  }
}
