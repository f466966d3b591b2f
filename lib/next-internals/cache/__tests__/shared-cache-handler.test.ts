/* The shared (Redis) cache handler as Next constructs it, including where Next gives it no build folder. */
import SharedCacheHandler from '../shared-cache-handler.mjs';

describe('shared cache handler', () => {
  const redisUrl = process.env.REDIS_URL;
  beforeAll(() => {
    // Nothing listens there: a connection attempt would only log an outage.
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
  });
  afterAll(() => {
    process.env.REDIS_URL = redisUrl;
  });

  it('is constructed without a build folder, as the proxy (middleware) adapter does, and answers from memory', async () => {
    // Next's proxy adapter builds its IncrementalCache with no serverDistDir; every request that
    // proxy.ts matches (the articles' and daily current affairs' slash addresses) constructs it.
    const cache = new SharedCacheHandler({});
    await cache.set('/article/x', { kind: 'APP_PAGE', status: 200, html: '<p>x</p>', headers: {} }, {});
    expect(await cache.get('/article/x', { kind: 'APP_PAGE' })).toMatchObject({ value: { html: '<p>x</p>' } });
  });
});
