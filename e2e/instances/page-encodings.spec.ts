import http from 'node:http';
import zlib from 'node:zlib';
import { withStandInBehindNginx } from '@/test-support/e2e/stand-in-behind-nginx';
import { expect, test } from '@/test-support/e2e/test';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

/*
 * The shipped nginx configuration in front of a stand-in for the site, which compresses a page
 * by the client's Accept-Encoding with `Vary: Accept-Encoding`, as Next does: a crawler or a
 * monitor that takes no gzip must get the page as text, never the gzip body a browser's request
 * left in nginx's micro-cache.
 */
const PAGE = '<!DOCTYPE html><html lang="en"><body><h1>Avaiable Courses</h1></body></html>';

/** One request through nginx without decompression: the encoding, the cache status and the raw body. */
function get(url: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; cache: string | undefined; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            encoding: res.headers['content-encoding'],
            cache: res.headers['x-cache-status'] as string | undefined,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

test('pages through nginx: each client gets an encoding it accepts', async () => {
  const site: http.RequestListener = (req, res) => {
    const gzip = (req.headers['accept-encoding'] ?? '').includes('gzip');
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      vary: 'Accept-Encoding',
      'cache-control': 's-maxage=120, stale-while-revalidate=600',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gzip ? zlib.gzipSync(PAGE) : PAGE);
  };
  await withStandInBehindNginx(site, async (nginx) => {
    const url = `${nginx}/courses?t=${Date.now()}`;
    const browser = await get(url, 'gzip, deflate, br');
    expect(browser).toMatchObject({ encoding: 'gzip', cache: 'MISS' });
    expect(zlib.gunzipSync(browser.body).toString()).toBe(PAGE);
    expect((await get(url, 'gzip, deflate, br')).cache).toBe('HIT');

    const crawler = await get(url, 'identity');
    expect(crawler.encoding).toBeUndefined();
    expect(crawler.body.toString()).toBe(PAGE);
    expect((await get(url, 'identity')).cache).toBe('HIT');
  });
});
