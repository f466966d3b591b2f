import { createClient } from 'redis';
import { expect, test } from '@/test-support/e2e/test';
import { E2E } from '../targets.mjs';
import { refreshSite, resetUpstream } from '@/test-support/e2e/upstream';
import { HASH_SECONDS } from '../../lib/next-internals/cache/key-expiry.mjs';
import { MAX_ENTRY_SECONDS } from '../../lib/next-internals/cache/shared-cache-handler.mjs';

/*
 * Redis stays bounded under addresses anyone can invent: unknown slugs (redirects to /error, 404s)
 * add no key, and every key the site writes expires (a previous build's too).
 */
const { a, b, nginx, redisPort } = E2E.instances;
test.describe.configure({ mode: 'serial', lock: 'fake upstream' });

const redis = createClient({ url: `redis://127.0.0.1:${redisPort}` });
test.beforeAll(async () => {
  await resetUpstream();
  await redis.connect();
});
test.afterAll(async () => {
  await redis.quit();
  await refreshSite(a.url);
});

const DETAIL_ROUTES = [
  (slug: string) => `/blog/${slug}`,
  (slug: string) => `/article/${slug}/`,
  (slug: string) => `/upsc-daily-current-affairs/${slug}/`,
  (slug: string) => `/explore/${slug}`,
  (slug: string) => `/course-details/${slug}`,
  (slug: string) => `/test-series/${slug}`,
];

test('200 random slugs on both instances and through nginx add no Redis key', async () => {
  test.setTimeout(180_000);
  // One of each route first: what a route stores once (its shell's data) is not per address.
  const visit = async (base: string, path: string) => {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    expect([307, 404], path).toContain(response.status);
  };
  for (const route of DETAIL_ROUTES) await visit(a.url, route(`zz-warm-${Date.now()}`));
  const before = await redis.dbSize();
  for (let n = 0; n < 200; n++) {
    const base = [a.url, b.url, nginx.url][n % 3] ?? a.url;
    const route = DETAIL_ROUTES[n % DETAIL_ROUTES.length] ?? DETAIL_ROUTES[0]!;
    await visit(base, route(`zz-${n}-${Math.random().toString(36).slice(2, 10)}`));
  }
  expect(await redis.dbSize()).toBe(before);
});

test('every key of the site expires: entries within a day, the tag indexes of each build a day and an hour after its last write', async () => {
  // The embedded-mode copies' build writes under its own build id.
  expect((await fetch(`${E2E.instances.embedded.a.url}/`)).status).toBe(200);
  // Next stores a page just after answering it; the expiry of the hashes follows the write.
  const withoutExpiry = async () => {
    const found: string[] = [];
    for (const key of await redis.keys('site:*')) if ((await redis.ttl(key)) < 0) found.push(key);
    return found;
  };
  await expect.poll(withoutExpiry, { timeout: 5_000 }).toEqual([]);
  const keys = await redis.keys('site:*');
  const hashes = keys.filter((key) => key.includes(':__'));
  // Both builds' (upstream and embedded instances') tag lists, path tags and revalidation clocks.
  expect(hashes.filter((key) => key.endsWith(':__sharedTags__')).length).toBeGreaterThanOrEqual(2);
  expect(keys.length).toBeGreaterThan(hashes.length);
  for (const key of keys) {
    const ttl = await redis.ttl(key);
    expect(ttl, key).toBeGreaterThan(0);
    expect(ttl, key).toBeLessThanOrEqual(hashes.includes(key) ? HASH_SECONDS : MAX_ENTRY_SECONDS);
  }
});
