import { createClient } from 'redis';
import { expect, test } from '../support/test';
import { E2E } from '../targets.mjs';
import { refreshSite, resetUpstream } from '../support/upstream';

/*
 * A Redis that stays connected but stops answering (CLIENT PAUSE, a saturated managed Redis):
 * every page keeps answering on both instances while it lasts (the circuit breaker serves them
 * from memory and the API; how fast is bench/redis-pause.mjs's), and when Redis answers again
 * the instances share again within 15 s.
 */
const { a, b, redisPort } = E2E.instances;
test.describe.configure({ mode: 'serial', lock: 'fake upstream' });

const get = async (url: string) => {
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, nextCache: response.headers.get('x-nextjs-cache') };
};

test.beforeAll(resetUpstream);
test.afterAll(() => refreshSite(a.url));

test('while Redis is paused every page answers on both instances; after it, they share again within 15 s', async () => {
  test.setTimeout(90_000);
  const pages = ['/', '/blogs', '/blog/fake-blog-hindi', '/article/fake-article-hindi/', '/course-details/fake-upstream-gs-foundation'];
  for (const base of [a.url, b.url])
    for (const path of pages) expect((await get(`${base}${path}`)).status, `${base}${path} warm`).toBe(200);

  const admin = createClient({ url: `redis://127.0.0.1:${redisPort}` });
  await admin.connect();
  try {
    await admin.sendCommand(['CLIENT', 'PAUSE', '20000', 'ALL']);
    const pausedUntil = Date.now() + 20_000;
    for (let round = 0; Date.now() < pausedUntil - 3000; round++) {
      for (const base of [a.url, b.url]) {
        for (const path of pages) expect((await get(`${base}${path}`)).status, `${base}${path} while paused (round ${round})`).toBe(200);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, pausedUntil - Date.now())));
  } finally {
    await admin.quit().catch(() => undefined);
  }
  // Each try a page neither instance has seen since the pause: rendered by a, it must be a HIT on
  // b's first view (a HIT on a later view could be b's own render).
  const fresh = [
    '/blog/fake-blog-long-title',
    '/blog/fake-blog-text-edge',
    '/blog/fake-blog-hostile-html',
    '/explore/fake-explore-long-title',
    '/explore/fake-explore-hostile-html',
    '/explore/fake-explore-oldest',
    '/article/fake-article-long-title/',
    '/article/fake-article-hostile-html/',
    '/upsc-daily-current-affairs/fake-daily-long-title/',
    '/upsc-daily-current-affairs/fake-daily-text-edge/',
    '/course-details/fake-upstream-hindi-gs',
    '/course-details/fake-upstream-long-title-course',
    '/course-details/fake-upstream-mains-mastery-2025',
    '/course-details/fake-upstream-gs-module-ethics',
    '/test-series/fake-upstream-prelims-test-series',
    '/test-series/fake-upstream-mains-test-series',
  ];
  const resumedAt = Date.now();
  let sharedAfterMs: number | undefined;
  for (const path of fresh) {
    expect((await get(`${a.url}${path}`)).status, path).toBe(200);
    if ((await get(`${b.url}${path}`)).nextCache === 'HIT') {
      sharedAfterMs = Date.now() - resumedAt;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 800));
  }
  expect(sharedAfterMs, 'a page rendered by a is a HIT on b within 15 s of the pause').toBeDefined();
  expect(sharedAfterMs ?? Infinity).toBeLessThan(15_000);
});
