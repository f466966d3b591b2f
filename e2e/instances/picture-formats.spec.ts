import http from 'node:http';
import path from 'node:path';
import { expect, test } from '../support/test';
import { shippedSiteConf, startNginx } from '../../scripts/nginx.mjs';
import { E2E } from '../targets.mjs';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

/*
 * The shipped nginx configuration in front of a stand-in for next/image, which answers AVIF,
 * WebP or PNG by the browser's Accept with `Vary: Accept`, as the optimiser does: a browser
 * without AVIF must never get the AVIF another browser's request put in nginx's cache.
 */
const ports = E2E.instances.standInPorts;

function pick(accept: string) {
  if (accept.includes('image/avif')) return 'image/avif';
  if (accept.includes('image/webp')) return 'image/webp';
  return 'image/png';
}

test('pictures through nginx: each browser gets a format it accepts', async () => {
  const optimiser = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': pick(req.headers.accept ?? ''), vary: 'Accept', 'cache-control': 'public, max-age=60' });
    res.end('picture');
  });
  await new Promise<void>((resolve) => optimiser.listen(ports.upstream, '127.0.0.1', resolve));
  const dir = path.resolve(`.data-e2e-nginx-${ports.nginx}`);
  const stop = await startNginx(
    dir,
    shippedSiteConf({ port: ports.nginx, upstreamPorts: [ports.upstream], cacheDir: path.join(dir, 'cache') }),
    ports.nginx,
  );
  try {
    const url = `http://127.0.0.1:${ports.nginx}/_next/image?url=%2Fdemo%2Fa.png&w=640&q=75&t=${Date.now()}`;
    const fetchAs = async (accept: string) => {
      const response = await fetch(url, { headers: { accept } });
      return { type: response.headers.get('content-type'), cache: response.headers.get('x-cache-status') };
    };
    expect(await fetchAs('image/avif,image/webp,image/*,*/*;q=0.8')).toEqual({ type: 'image/avif', cache: 'MISS' });
    expect((await fetchAs('image/avif,image/webp,*/*')).cache).toBe('HIT');
    expect((await fetchAs('image/webp,image/*,*/*;q=0.8')).type).toBe('image/webp');
    expect((await fetchAs('image/png,image/*;q=0.8')).type).toBe('image/png');
  } finally {
    stop();
    optimiser.close();
  }
});
