import { expect, test, type APIRequestContext } from '@/test-support/e2e/test';
import { blockThirdParties } from '@/test-support/e2e/pages';
import { resetUpstream, setUpstream } from '@/test-support/e2e/upstream';

/*
 * The API goes down (refused connections, then 500s, then a stall) while visitors keep
 * coming: warmed pages keep answering from the cache, uncached pages answer a clear error
 * page within 10 s instead of hanging, and everything recovers when the API returns.
 */
test.describe.configure({ mode: 'serial', lock: 'fake upstream' });

const WARM = ['/', '/course', '/course-details/fake-upstream-gs-foundation', '/blogs', '/upsc-daily-current-affair', '/faq', '/contact-us'];
const UNCACHED = ['/blog/fake-blog-text-edge', '/explore/fake-explore-long-title', '/upsc-daily-current-affairs/fake-daily-text-edge/'];

async function steadyLoad(request: APIRequestContext, paths: string[], rounds: number) {
  const statuses: { path: string; status: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    const answers = await Promise.all(
      paths.map(async (path) => ({ path, status: (await request.get(path, { timeout: 10_000, maxRedirects: 0 })).status() })),
    );
    statuses.push(...answers);
  }
  return statuses;
}

test('warmed pages survive an outage, uncached ones fail fast and clearly, all recover', async ({ page, request }) => {
  test.setTimeout(240_000);
  await blockThirdParties(page);
  await resetUpstream();
  for (const path of WARM) expect((await request.get(path)).status()).toBe(200);

  for (const mode of ['refuse', 'error500', 'stall'] as const) {
    await setUpstream({ mode });
    const warmed = await steadyLoad(request, WARM, 5);
    expect(
      warmed.filter((s) => s.status >= 500),
      `warmed pages during ${mode}`,
    ).toEqual([]);
    for (const path of UNCACHED) {
      const response = await request.get(`${path}?outage=${mode}`, { timeout: 10_000, maxRedirects: 0 });
      expect(response.status(), `${path} during ${mode}`).not.toBe(200);
      if (response.status() >= 500) expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
    }
    // Next.js answers a failed on-demand render with an error document that the browser fills
    // with the blog's error page (vercel/next.js#99037), in the words of the specification's
    // error catalogue: what a visitor sees.
    await page.goto(`${UNCACHED[0]}?visit=${mode}`, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Failed to load branch by URL' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  }

  await resetUpstream();
  const recovered = await steadyLoad(request, [...WARM, ...UNCACHED], 2);
  expect(recovered.filter((s) => s.status !== 200 && s.status !== 308)).toEqual([]);
  const health = await (await request.get('/api/health')).json();
  expect(health.contentApi).toBe('up');
});
