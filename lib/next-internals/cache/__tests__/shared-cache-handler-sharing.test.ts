import { BUILD_ID, redisHandlerScenarios } from '@/test-support/redis-handler-scenario';
import { HASH_SECONDS } from '@/lib/next-internals/cache/key-expiry.mjs';

/*
 * The shared cache handler against a real redis-server, across instances and builds: an edit
 * counts on every instance's next request, a revalidation received while Redis was out of reach
 * reaches the others when it answers, and every key a build writes expires.
 */
const { env, scenario } = redisHandlerScenarios();
const PREFIX = `site:${BUILD_ID}:`;
const fetchEntry = `{ kind: 'FETCH', data: { body: '{"v":1}', headers: {}, status: 200, url: 'u' }, revalidate: 300 }`;
const fetchCtx = `{ kind: 'FETCH', tags: ['blog:x'], softTags: ['_N_T_/layout', '_N_T_/blog/x'] }`;

describe('an edit is seen by every instance on its next request', () => {
  it("reads another instance's revalidation from Redis with the entry, whatever this instance has heard", async () => {
    const { out } = await scenario(`
      await cache.get('/warm-up', { kind: 'APP_PAGE' });
      await cache.set('/blog/x', page(200, { 'x-next-cache-tags': '_N_T_/layout,_N_T_/blog/x,blog:x' }), ctx);
      await cache.set('fetch-x', ${fetchEntry}, { tags: ['blog:x'] });
      out.before = [Boolean(await cache.get('/blog/x', { kind: 'APP_PAGE' })), Boolean(await cache.get('fetch-x', ${fetchCtx}))];
      // Another instance's webhook as Redis holds it, with no message to this one (none can be relied on in time).
      const { createClient } = await import('redis');
      const admin = createClient({ url: process.env.REDIS_URL });
      await admin.connect();
      await admin.hSet('${PREFIX}__revalidated_at__', '_N_T_/blog/x', String(Date.now()));
      out.after = [await cache.get('/blog/x', { kind: 'APP_PAGE' }), await cache.get('fetch-x', ${fetchCtx})];
      await admin.hSet('${PREFIX}__revalidated_at__', 'blog:x', String(Date.now()));
      await cache.set('fetch-y', ${fetchEntry}, { tags: ['blog:y'] });
      out.untouched = Boolean(await cache.get('fetch-y', { kind: 'FETCH', tags: ['blog:y'], softTags: [] }));
      await admin.quit();
    `);
    expect(out.before).toEqual([true, true]);
    expect(out.after).toEqual([null, null]);
    expect(out.untouched).toBe(true);
  });

  it('a revalidation is in Redis when revalidateTag returns, and the other instance misses at once', async () => {
    const { out } = await scenario(`
      await Promise.all([cache.get('/warm-up', { kind: 'APP_PAGE' }), other.get('/warm-up', { kind: 'APP_PAGE' })]);
      await cache.set('/blog/x', page(200, { 'x-next-cache-tags': '_N_T_/layout,_N_T_/blog/x,blog:x' }), ctx);
      out.seen = Boolean(await other.get('/blog/x', { kind: 'APP_PAGE' }));
      await cache.revalidateTag(['blog:x']);
      out.next = await other.get('/blog/x', { kind: 'APP_PAGE' });
    `);
    expect(out.seen).toBe(true);
    expect(out.next).toBeNull();
    expect(Number(await env.admin.hGet(`${PREFIX}__revalidated_at__`, 'blog:x'))).toBeGreaterThan(Date.now() - 60_000);
  });

  it("publishes the webhook's writer (lib/next-internals/cache/shared-clock.ts): Redis has the change when it resolves", async () => {
    const { out } = await scenario(`
      await cache.get('/warm-up', { kind: 'APP_PAGE' });
      await cache.set('/blog/x', page(200, { 'x-next-cache-tags': '_N_T_/layout,_N_T_/blog/x,blog:x' }), ctx);
      await globalThis[Symbol.for('site.shared-revalidation-clock')].revalidateNow(['_N_T_/blog/x']);
      out.next = await cache.get('/blog/x', { kind: 'APP_PAGE' });
    `);
    expect(out.next).toBeNull();
    expect(await env.admin.exists(`${PREFIX}/blog/x`)).toBe(0);
    expect(Number(await env.admin.hGet(`${PREFIX}__revalidated_at__`, '_N_T_/blog/x'))).toBeGreaterThan(Date.now() - 60_000);
  });

  it("an entry whose render began before another instance's edit is not shared: the next request renders afresh", async () => {
    const { out } = await scenario(`
      await Promise.all([cache.get('/warm-up', { kind: 'APP_PAGE' }), other.get('/warm-up', { kind: 'APP_PAGE' })]);
      // The miss that starts this instance's render, then the edit on the other instance while it runs.
      out.started = await cache.get('/blog/x', { kind: 'APP_PAGE' });
      await sleep(5);
      await other.revalidateTag(['blog:x']);
      await sleep(5);
      await cache.set('/blog/x', page(200, { 'x-next-cache-tags': '_N_T_/blog/x,blog:x' }), ctx);
      out.other = await other.get('/blog/x', { kind: 'APP_PAGE' });
      out.again = await cache.get('/blog/x', { kind: 'APP_PAGE' });
      // That miss starts a render after the edit: its entry is shared as any other.
      await cache.set('/blog/x', page(200, { 'x-next-cache-tags': '_N_T_/blog/x,blog:x' }), ctx);
      out.shared = Boolean(await other.get('/blog/x', { kind: 'APP_PAGE' }));
    `);
    expect(out.started).toBeNull();
    expect(out.other).toBeNull();
    expect(out.again).toBeNull();
    expect(out.shared).toBe(true);
  });

  it('a page viewed just before an edit and rendered after it is shared: a view starts no render', async () => {
    const { out } = await scenario(`
      await Promise.all([cache.get('/warm-up', { kind: 'APP_PAGE' }), other.get('/warm-up', { kind: 'APP_PAGE' })]);
      await cache.set('/blog/x', page(200, { 'x-next-cache-tags': '_N_T_/blog/x,blog:x' }), ctx);
      out.viewed = Boolean(await cache.get('/blog/x', { kind: 'APP_PAGE' }));
      await sleep(5);
      await other.revalidateTag(['blog:x']);
      await sleep(5);
      out.missed = await cache.get('/blog/x', { kind: 'APP_PAGE' });
      await cache.set('/blog/x', page(200, { 'x-next-cache-tags': '_N_T_/blog/x,blog:x' }), ctx);
      out.shared = Boolean(await other.get('/blog/x', { kind: 'APP_PAGE' }));
    `);
    expect(out.viewed).toBe(true);
    expect(out.missed).toBeNull();
    expect(out.shared).toBe(true);
  });

  it('a page that now redirects or is not found does so on every instance at once; a failing one keeps its copy', async () => {
    const { out } = await scenario(`
      await Promise.all([cache.get('/warm-up', { kind: 'APP_PAGE' }), other.get('/warm-up', { kind: 'APP_PAGE' })]);
      const tags = (slug) => ({ 'x-next-cache-tags': '_N_T_/layout,_N_T_/article/' + slug + ',article:' + slug });
      for (const slug of ['moved', 'deleted', 'failing']) await cache.set('/article/' + slug, page(200, tags(slug)), ctx);
      // The other instance serves each (stale, say) and renders it again: the API now says moved, deleted, failing.
      for (const slug of ['moved', 'deleted', 'failing']) await other.get('/article/' + slug, { kind: 'APP_PAGE' });
      await other.set('/article/moved', page(308, { ...tags('moved'), location: '/article/new' }, ''), ctx);
      await other.set('/article/deleted', page(404, tags('deleted'), '<p>not found</p>'), ctx);
      await other.set('/article/failing', page(500, tags('failing'), ''), ctx);
      const status = async (handler, slug) => (await handler.get('/article/' + slug, { kind: 'APP_PAGE' }))?.value?.status;
      for (const slug of ['moved', 'deleted', 'failing']) out[slug] = [await status(cache, slug), await status(other, slug)];
      // An address no instance has held leaves nothing, whichever instance renders it.
      await other.set('/article/invented', page(307, { location: '/error' }, ''), ctx);
      out.invented = await status(cache, 'invented');
    `);
    expect(out.moved).toEqual([308, 308]);
    expect(out.deleted).toEqual([404, 404]);
    expect(out.failing).toEqual([200, 200]);
    expect(out.invented).toBeUndefined();
    expect(await env.admin.exists(`${PREFIX}/article/invented`)).toBe(0);
  });

  it('a revalidation received while Redis did not answer reaches Redis (and so the others) once it answers', async () => {
    const { out, logs } = await scenario(`
      await cache.get('/warm-up', { kind: 'APP_PAGE' });
      await cache.set('/blog/x', page(200, { 'x-next-cache-tags': '_N_T_/blog/x,blog:x' }), ctx);
      out.stored = Boolean(await cache.get('/blog/x', { kind: 'APP_PAGE' }));
      const { createClient } = await import('redis');
      const pauser = createClient({ url: process.env.REDIS_URL });
      await pauser.connect();
      await pauser.sendCommand(['CLIENT', 'PAUSE', '2500', 'ALL']);
      await cache.get('/blog/x', { kind: 'APP_PAGE' });
      out.shared = cache.reachable();
      await cache.revalidateTag(['blog:x']);
      await sleep(2500 + 4500);
      out.sharedAfter = cache.reachable();
      await pauser.quit();
    `);
    expect(out.stored).toBe(true);
    expect(out.shared).toBe(false);
    expect(out.sharedAfter).toBe(true);
    expect(logs.filter((line) => line.startsWith('Redis answers again'))).toHaveLength(1);
    expect(await env.admin.exists(`${PREFIX}/blog/x`)).toBe(0);
    expect(await env.admin.hGet(`${PREFIX}__revalidated_at__`, 'blog:x')).not.toBeNull();
  }, 30_000);
});

describe('Redis restarted', () => {
  it('the webhook says where its change went, and an instance shares again as soon as it has reconnected', async () => {
    const { out, logs } = await scenario(`
      const clock = globalThis[Symbol.for('site.shared-revalidation-clock')];
      const { startRedis, stopRedis } = await import(${JSON.stringify(require.resolve('../../../../test-support/services/redis.mjs'))});
      const port = Number(new URL(process.env.REDIS_URL).port);
      await cache.get('/warm-up', { kind: 'APP_PAGE' });
      out.before = [clock.state(), await clock.revalidateNow(['blog:before'])];
      await stopRedis(port);
      await cache.get('/blog/x', { kind: 'APP_PAGE' });
      out.during = [clock.state(), await clock.revalidateNow(['blog:during'])];
      await startRedis(port);
      // Before the background probe's next turn (every 2 s from the outage): the reconnection itself closes the breaker.
      for (let waited = 0; clock.state() !== 'shared' && waited < 1500; waited += 50) await sleep(50);
      out.after = [clock.state(), await clock.revalidateNow(['blog:after'])];
    `);
    expect(out.before).toEqual(['shared', 'updated']);
    expect(out.during).toEqual(['unreachable', 'pending']);
    expect(out.after).toEqual(['shared', 'updated']);
    expect(logs.filter((line) => line.startsWith('Redis answers again'))).toHaveLength(1);
    // Redis started empty: what the webhook took during the outage was handed over when it came back.
    expect(await env.admin.hGet(`${PREFIX}__revalidated_at__`, 'blog:during')).not.toBeNull();
  }, 40_000);
});

describe('every key a build writes expires', () => {
  it("the library's hashes and the clock expire a day and an hour after the build's last write, and an earlier build's keys without an expiry get one", async () => {
    await env.admin.hSet('site:earlier-build:__sharedTags__', '/blog/old', '["blog:old"]');
    await env.admin.set('rl:enquiry:203.0.113.9', '1');
    await scenario(`
      await cache.get('/warm-up', { kind: 'APP_PAGE' });
      await cache.set('/blog/x', page(200, { 'x-next-cache-tags': '_N_T_/blog/x,blog:x' }), ctx);
      await cache.set('fetch-x', ${fetchEntry}, { tags: ['blog:x'] });
      await cache.revalidateTag(['_N_T_/blog/x']);
      await cache.set('/blog/y', page(200, { 'x-next-cache-tags': '_N_T_/blog/y' }), ctx);
    `);
    const keys = await env.admin.keys(`${PREFIX}*`);
    expect(keys).toEqual(
      expect.arrayContaining([`${PREFIX}__sharedTags__`, `${PREFIX}__revalidated_tags__`, `${PREFIX}__revalidated_at__`]),
    );
    for (const key of keys) {
      const ttl = await env.admin.ttl(key);
      expect({ key, expires: ttl > 0 && ttl <= HASH_SECONDS }).toEqual({ key, expires: true });
    }
    const earlier = await env.admin.ttl('site:earlier-build:__sharedTags__');
    expect(earlier).toBeGreaterThan(HASH_SECONDS - 60);
    // Not ours to expire: the rate limits' keys keep their own policy.
    expect(await env.admin.ttl('rl:enquiry:203.0.113.9')).toBe(-1);
  });
});
