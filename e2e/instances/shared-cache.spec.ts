import { expect, test } from '@/test-support/e2e/test';
import { startRedis, stopRedis } from '@/test-support/services/redis.mjs';
import { E2E, REVALIDATE_SECRET } from '../targets.mjs';
import { eventually, resetUpstream, setUpstream, upstreamCalls } from '@/test-support/e2e/upstream';

/*
 * Two copies of one build (two folders) sharing a redis-server, behind deploy/nginx/site.conf
 * (playwright.config.ts starts them): one render serves both, a webhook on one refreshes the other and
 * nginx, the form limit counts across both, and Redis stopping takes no page down.
 */
const { a, b, redisPort } = E2E.instances;
test.describe.configure({ mode: 'serial', lock: 'fake upstream' });

async function get(url: string) {
  const response = await fetch(url);
  return { status: response.status, body: await response.text(), nextCache: response.headers.get('x-nextjs-cache') };
}

async function webhook(instanceUrl: string, body: Record<string, unknown>) {
  const response = await fetch(`${instanceUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

function callsSince(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(after)
      .map(([path, n]) => [path, n - (before[path] ?? 0)])
      .filter(([, n]) => Number(n) > 0),
  );
}

test.beforeAll(resetUpstream);
test.afterAll(async () => {
  await resetUpstream();
  await webhook(a.url, { path: '/', scope: 'layout' });
});

test('12 views of an uncached page spread over both instances cost one upstream call per answer', async () => {
  const path = '/blog/fake-blog-hindi';
  const before = await upstreamCalls();
  for (let view = 0; view < 12; view++) {
    const { status } = await get(`${(view % 2 ? b : a).url}${path}`);
    expect(status).toBe(200);
  }
  const calls = callsSince(before, await upstreamCalls());
  expect(Object.keys(calls).length, 'the first view rendered from the upstream').toBeGreaterThan(0);
  for (const [call, count] of Object.entries(calls)) expect(count, call).toBe(1);
});

test('a CMS edit and the webhook on one instance: the other serves the edit on its next request, nginx within 15 s', async ({
  request,
}) => {
  const about = 'id="about"';
  for (const url of [a.url, b.url]) expect((await get(`${url}/`)).body).toContain(about);
  await expect.poll(async () => (await request.get('/')).headers()['x-cache-status']).toBe('HIT');

  await setUpstream({ scenario: 'flags-off' });
  await webhook(a.url, { path: '/' });
  const webhookAt = Date.now();
  // The webhook answers once Redis's revalidation clock has the change, and every hit reads that
  // clock: both instances serve the edit on their very next request.
  for (const url of [b.url, a.url]) expect((await get(`${url}/`)).body, url).not.toContain(about);
  const seen = await eventually(
    async () => (await request.get('/')).text(),
    (body) => !body.includes(about),
    15_000,
  );
  expect(seen, 'nginx shows the edit').not.toContain(about);
  expect(Date.now() - webhookAt).toBeLessThan(15_000);
});

test('the form limit counts across instances: the 21st enquiry of one address in a minute is refused on either', async () => {
  // ENQUIRY_RATE_LIMIT is 20 (e2e/targets.mjs); a body that is not JSON is counted, then refused with 400.
  const post = (url: string) =>
    fetch(`${url}/api/enquiry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.21' },
      body: '{',
    });
  const statuses = [];
  for (let n = 0; n < 20; n++) statuses.push((await post(n % 2 ? b.url : a.url)).status);
  expect(new Set(statuses)).toEqual(new Set([400]));
  expect((await post(a.url)).status).toBe(429);
  expect((await post(b.url)).status).toBe(429);
});

test('with Redis stopped no page load fails, and the instances share again when it returns', async ({ page }) => {
  const pages = ['/', '/blog/fake-blog-hindi', '/blogs', '/blog/fake-blog-long-title'];
  await stopRedis(redisPort);
  try {
    for (const url of [a.url, b.url]) {
      for (const path of pages) expect((await get(`${url}${path}`)).status, `${url}${path}`).toBe(200);
    }
    for (const path of pages) expect((await page.goto(path))?.status(), path).toBe(200);
  } finally {
    await startRedis(redisPort);
  }
  // Each instance shares again as soon as it has reconnected, and says so (a request from this machine reads the details).
  for (const url of [a.url, b.url]) {
    const state = async () => ((await (await fetch(`${url}/api/health`)).json()) as { sharedCache?: string }).sharedCache;
    expect(await eventually(state, (s) => s === 'shared', 15_000), url).toBe('shared');
  }

  const fresh = '/blog/fake-blog-text-edge';
  const shared = await eventually(
    async () => {
      await get(`${a.url}${fresh}`);
      return (await get(`${b.url}${fresh}`)).nextCache;
    },
    (cache) => cache === 'HIT',
    15_000,
  );
  expect(shared).toBe('HIT');
});
