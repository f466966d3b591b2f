import { BUILD_ID, redisHandlerScenarios } from '../../../../test-support/redis-handler-scenario';

/* The shared cache handler against a real redis-server: bounded, a paused Redis, a Redis it cannot use. */
const { env, scenario } = redisHandlerScenarios();
const keysOfBuild = async () => (await env.admin.keys(`site:${BUILD_ID}:*`)).filter((key) => !key.includes(':__'));

describe('shared cache handler on Redis: bounded', () => {
  it('stores no redirect, 404 or error answer (200 random slugs add no key) and a page for at most a day', async () => {
    const { out } = await scenario(`
      await cache.get('/warm-up', { kind: 'APP_PAGE' });
      for (let n = 0; n < 200; n++) {
        const status = [307, 308, 404, 500][n % 4];
        await cache.set('/blog/zz-random-' + n, page(status, status < 400 ? { location: '/error' } : {}), ctx);
      }
      out.random = await cache.get('/blog/zz-random-0', { kind: 'APP_PAGE' });
      await cache.set('/blog/real-post', page(200, { 'x-next-cache-tags': 'blog:real-post' }), ctx);
      await cache.set('fetch-key-1', { kind: 'FETCH', data: { body: '{}', headers: {}, status: 200, url: 'u' }, revalidate: 300 }, { tags: ['blogs'] });
    `);
    expect(out.random).toBeNull();
    expect((await keysOfBuild()).sort()).toEqual([`site:${BUILD_ID}:/blog/real-post`, `site:${BUILD_ID}:fetch-key-1`]);
    for (const key of await keysOfBuild()) {
      const ttl = await env.admin.ttl(key);
      expect(ttl).toBeGreaterThan(24 * 3600 - 60);
      expect(ttl).toBeLessThanOrEqual(24 * 3600);
    }
  });
});

describe('shared cache handler on Redis: a paused Redis costs one timeout', () => {
  it('opens the breaker on the first timeout, answers from memory at once, and shares again once Redis answers', async () => {
    const { out, logs } = await scenario(`
      await cache.get('/warm-up', { kind: 'APP_PAGE' });
      await cache.set('/blog/kept', page(200), ctx);
      const { createClient } = await import('redis');
      const pauser = createClient({ url: process.env.REDIS_URL });
      await pauser.connect();
      await pauser.sendCommand(['CLIENT', 'PAUSE', '5000', 'ALL']);
      const [first, entry] = await timed(() => cache.get('/blog/kept', { kind: 'APP_PAGE' }));
      out.first = first;
      out.served = entry?.value?.html ?? null;
      out.later = [];
      for (let n = 0; n < 5; n++) out.later.push((await timed(() => cache.get('/blog/kept', { kind: 'APP_PAGE' })))[0]);
      out.laterSet = (await timed(() => cache.set('/blog/while-paused', page(200), ctx)))[0];
      out.sharedWhilePaused = cache.reachable();
      await sleep(5000 + 4000);
      out.sharedAfter = cache.reachable();
      await cache.set('/blog/after-pause', page(200), ctx);
    `);
    expect(out.served).toBe('<p>page</p>');
    expect(out.first as number).toBeLessThan(1500);
    for (const ms of out.later as number[]) expect(ms).toBeLessThan(50);
    expect(out.laterSet as number).toBeLessThan(50);
    expect(out.sharedWhilePaused).toBe(false);
    expect(out.sharedAfter).toBe(true);
    expect(logs.filter((line) => line.startsWith('Redis unreachable'))).toHaveLength(1);
    expect(logs.filter((line) => line.startsWith('Redis answers again'))).toHaveLength(1);
    expect(await keysOfBuild()).toContain(`site:${BUILD_ID}:/blog/after-pause`);
    expect(await keysOfBuild()).not.toContain(`site:${BUILD_ID}:/blog/while-paused`);
  }, 30_000);
});

describe('shared cache handler on a Redis the cache cannot use: local cache and a warning naming the setting', () => {
  it('without keyspace notifications', async () => {
    await env.admin.configSet('notify-keyspace-events', '');
    try {
      const { out, logs } = await scenario(`
        await cache.set('/blog/local', page(200), ctx);
        const [ms, entry] = await timed(() => cache.get('/blog/local', { kind: 'APP_PAGE' }));
        out.ms = ms;
        out.served = entry?.value?.html ?? null;
        await cache.set('/blog/local-2', page(200), ctx);
      `);
      expect(out.served).toBe('<p>page</p>');
      expect(out.ms as number).toBeLessThan(1100);
      expect(logs.join('\n')).toContain('notify-keyspace-events is ""; set it to Exe');
      expect(await env.admin.keys('site:*')).toEqual([]);
    } finally {
      await env.admin.configSet('notify-keyspace-events', 'Exe');
    }
  });

  it('with CONFIG refused (a managed Redis)', async () => {
    await env.admin.sendCommand(['ACL', 'SETUSER', 'site', 'on', '>unit-secret', '~*', '&*', '+@all', '-config']);
    const { out, logs } = await scenario(
      `
      await cache.set('/blog/local', page(200), ctx);
      out.served = (await cache.get('/blog/local', { kind: 'APP_PAGE' }))?.value?.html ?? null;
    `,
      `redis://site:unit-secret@127.0.0.1:${env.port}`,
    );
    expect(out.served).toBe('<p>page</p>');
    expect(logs.join('\n')).toContain('CONFIG GET notify-keyspace-events was refused');
    expect(logs.join('\n')).toContain('SKIP_KEYSPACE_CONFIG_CHECK=TRUE');
    expect(await env.admin.keys('site:*')).toEqual([]);
  });
});
