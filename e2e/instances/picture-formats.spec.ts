import type { RequestListener } from 'node:http';
import { withStandInBehindNginx } from '@/test-support/e2e/stand-in-behind-nginx';
import { expect, test } from '@/test-support/e2e/test';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

/*
 * The shipped nginx configuration in front of a stand-in for next/image, which answers AVIF,
 * WebP or PNG by the browser's Accept with `Vary: Accept`, as the optimiser does: a browser
 * without AVIF must never get the AVIF another browser's request put in nginx's cache.
 */
function pick(accept: string) {
  if (accept.includes('image/avif')) return 'image/avif';
  if (accept.includes('image/webp')) return 'image/webp';
  return 'image/png';
}

test('pictures through nginx: each browser gets a format it accepts', async () => {
  const optimiser: RequestListener = (req, res) => {
    res.writeHead(200, { 'content-type': pick(req.headers.accept ?? ''), vary: 'Accept', 'cache-control': 'public, max-age=60' });
    res.end('picture');
  };
  await withStandInBehindNginx(optimiser, async (nginx) => {
    const url = `${nginx}/_next/image?url=%2Fdemo%2Fa.png&w=640&q=75&t=${Date.now()}`;
    const fetchAs = async (accept: string) => {
      const response = await fetch(url, { headers: { accept } });
      return { type: response.headers.get('content-type'), cache: response.headers.get('x-cache-status') };
    };
    expect(await fetchAs('image/avif,image/webp,image/*,*/*;q=0.8')).toEqual({ type: 'image/avif', cache: 'MISS' });
    expect((await fetchAs('image/avif,image/webp,*/*')).cache).toBe('HIT');
    expect((await fetchAs('image/webp,image/*,*/*;q=0.8')).type).toBe('image/webp');
    expect((await fetchAs('image/png,image/*;q=0.8')).type).toBe('image/png');
  });
});
