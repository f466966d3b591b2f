import { createClient } from 'redis';
import { expect, test } from '@/test-support/e2e/test';
import { E2E, REVALIDATE_SECRET } from '../targets.mjs';
import { eventually, refreshSite, resetUpstream, setUpstream } from '@/test-support/e2e/upstream';

/*
 * A Redis that stays connected but stops answering (CLIENT PAUSE, a saturated managed Redis):
 * every page keeps answering on both instances while it lasts (the circuit breaker serves them
 * from memory and the API; how fast is bench/redis-pause.mjs's), and when Redis answers again
 * the instances share again within 15 s. A CMS webhook received meanwhile refreshes the instance
 * that got it at once and the other one once Redis answers again.
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

test('a webhook received while Redis is paused reaches the other instance once Redis answers again', async () => {
  test.setTimeout(60_000);
  const about = 'id="about"';
  const body = async (url: string) => (await fetch(url)).text();
  await refreshSite(a.url);
  // '/' rendered by a and stored in Redis, read from there by b.
  expect(await body(`${a.url}/`)).toContain(about);
  expect(await body(`${b.url}/`)).toContain(about);

  const admin = createClient({ url: `redis://127.0.0.1:${redisPort}` });
  await admin.connect();
  try {
    await admin.sendCommand(['CLIENT', 'PAUSE', '6000', 'ALL']);
    const pausedUntil = Date.now() + 6000;
    // Each instance's first cache call waits one timeout and opens its breaker.
    await Promise.all([body(`${a.url}/`), body(`${b.url}/`)]);
    await setUpstream({ scenario: 'flags-off' });
    const answer = await fetch(`${a.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
      body: JSON.stringify({ path: '/' }),
    });
    // Accepted, not yet shared, and said so: a has the change, b gets it when Redis answers again.
    expect(answer.status).toBe(202);
    expect(await answer.json()).toMatchObject({ revalidated: true, sharedCache: 'pending' });
    expect(await body(`${a.url}/`), 'a, at once').not.toContain(about);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, pausedUntil - Date.now())));
  } finally {
    await admin.quit().catch(() => undefined);
  }
  // Without the hand-over b would read '/' as Redis kept it, the old page, for its whole revalidation time (300 s).
  const stillOld = await eventually(
    async () => (await body(`${b.url}/`)).includes(about),
    (old) => !old,
    15_000,
  );
  expect(stillOld, 'b serves the old page 15 s after Redis answered again').toBe(false);
  await resetUpstream();
});
