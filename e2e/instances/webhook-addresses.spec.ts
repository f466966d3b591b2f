import { expect, test } from '@/test-support/e2e/test';
import { E2E, REVALIDATE_SECRET } from '../targets.mjs';
import { eventually, refreshSite, resetUpstream, setUpstream } from '@/test-support/e2e/upstream';

/*
 * The CMS webhook takes a page's public address in the forms a CMS sends it (the trailing slash
 * of the articles' canonical addresses, percent-encoding, the site's absolute URL): the edit is
 * served by both instances on their next request after the webhook's answer, and through nginx
 * within 15 s. An address of another site or of no page is refused with the reason.
 */
const { a, b, nginx } = E2E.instances;
const site = E2E.instances.a.env.SITE_URL;
test.describe.configure({ mode: 'serial', lock: 'fake upstream' });

async function webhook(body: Record<string, unknown>) {
  const response = await fetch(`${a.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const status = async (url: string) => (await fetch(url, { redirect: 'manual' })).status;
const text = async (url: string) => (await fetch(url)).text();

test.beforeAll(async () => {
  await resetUpstream();
  await refreshSite(a.url);
});
test.afterAll(async () => {
  await resetUpstream();
  // Each instance remembers the API's 404s for a minute; the webhook makes every instance forget them.
  await refreshSite(a.url);
});

// The fake upstream's 'empty' scenario is the edit: details deleted (their pages end on /error), lists emptied.
const CASES = [
  {
    page: '/article/fake-article-hindi/',
    sent: '/article/fake%2Darticle%2Dhindi/',
    edited: async (url: string) => (await status(url)) === 307,
  },
  {
    page: '/course-details/fake-upstream-gs-foundation',
    sent: `${site}/course-details/fake-upstream-gs-foundation`,
    edited: async (url: string) => (await status(url)) === 307,
  },
  { page: '/blogs', sent: '/blogs/', edited: async (url: string) => !(await text(url)).includes('/blog/fake-blog-hindi') },
];

test('an edit sent with the address as a CMS knows it reaches both instances at once and nginx within 15 s', async () => {
  test.setTimeout(120_000);
  for (const { page } of CASES) {
    for (const base of [a.url, b.url]) expect(await status(`${base}${page}`), `${page} before`).toBe(200);
    await expect.poll(async () => (await fetch(`${nginx.url}${page}`)).headers.get('x-cache-status'), { timeout: 15_000 }).toBe('HIT');
  }
  await setUpstream({ scenario: 'empty' });
  for (const { page, sent, edited } of CASES) {
    const answer = await webhook({ path: sent });
    expect(answer.status, sent).toBe(200);
    expect(answer.json.path, sent).toBe(page.replace(/\/$/, '') || '/');
    expect(answer.json.sharedCache, 'Redis has the change').toBe('updated');
    const sentAt = Date.now();
    // The webhook answers once Redis has the change (lib/next-internals/cache/shared-clock.ts), and every hit of
    // either instance reads the revalidation clock: each serves the edit on its very next request.
    expect(await edited(`${b.url}${page}`), `${page} on b`).toBe(true);
    expect(await edited(`${a.url}${page}`), `${page} on a`).toBe(true);
    expect(await eventually(() => edited(`${nginx.url}${page}`), Boolean, 15_000), `${page} through nginx`).toBe(true);
    expect(Date.now() - sentAt).toBeLessThan(15_000);
  }
});

test("a detail created in the CMS answers on the other instance at once, though it remembered the API's 404", async () => {
  const page = '/article/fake-article-hindi/';
  // The edit above deleted it: b has just rendered its /error redirect and remembers the API's 404 for a minute.
  expect(await status(`${b.url}${page}`)).toBe(307);
  await resetUpstream();
  expect((await webhook({ path: page })).status).toBe(200);
  expect(await status(`${b.url}${page}`), 'b').toBe(200);
});

test('an address of another site, of no page or not an address is refused with the reason', async () => {
  for (const [sent, reason] of [
    ['https://elsewhere.example/article/fake-article-hindi/', 'not an address of this site'],
    ['/no-such-page', 'not a page of this site'],
    ['/blog/%ZZ', 'broken percent-escape'],
    ['article/fake-article-hindi', 'neither a path'],
  ]) {
    const answer = await webhook({ path: sent });
    expect(answer.status, sent).toBe(400);
    expect(String(answer.json.error), sent).toContain(reason);
  }
});
