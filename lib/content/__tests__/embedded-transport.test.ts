import type { ContentRouter } from '@/lib/embedded-api/router';
import { embeddedTransport } from '@/lib/content/embedded-transport';

/* Next's data cache, as far as it matters here: a resolved value is kept under its key; a throw is not. */
const kept = new Map<string, unknown>();
jest.mock('next/cache', () => ({
  unstable_cache:
    <T>(fn: () => Promise<T>, keyParts: string[]) =>
    async () => {
      const key = keyParts.join('|');
      if (kept.has(key)) return kept.get(key) as T;
      const value = await fn();
      kept.set(key, value);
      return value;
    },
}));

describe('embedded transport and the data cache', () => {
  const calls: string[] = [];
  const router = ((method: string, path: string) => {
    calls.push(path);
    return path === '/blog/known'
      ? { status: 200, body: { data: { blogurl: 'known' } } }
      : { status: 404, body: { statusCode: 404, error: 'Blog not found' } };
  }) as ContentRouter;
  const transport = embeddedTransport(async () => router);

  beforeEach(() => {
    calls.length = 0;
    kept.clear();
  });

  it('keeps a 200 answer', async () => {
    await transport({ method: 'GET', path: '/blog/known', tags: ['blog:known'] });
    expect(await transport({ method: 'GET', path: '/blog/known', tags: ['blog:known'] })).toEqual({
      status: 200,
      body: { data: { blogurl: 'known' } },
    });
    expect(calls).toEqual(['/blog/known']);
  });

  it('answers a 404 without keeping it, so random slugs add no entries', async () => {
    const answer = await transport({ method: 'GET', path: '/blog/zz-random', tags: ['blog:zz-random'] });
    expect(answer).toEqual({ status: 404, body: { statusCode: 404, error: 'Blog not found' } });
    expect(kept.size).toBe(0);
  });

  it('keeps nothing of a fresh call (search terms)', async () => {
    await transport({ method: 'GET', path: '/blogsearch/anything', fresh: true });
    expect(kept.size).toBe(0);
  });
});
