import { expect, test } from '@/test-support/e2e/test';
import { prepareLibraryPage } from '@/test-support/e2e/library';
import { HINDI, withUpstreamDefaults } from '@/test-support/e2e/library-upstream';
import { revalidate } from '@/test-support/e2e/revalidate';
import { eventually, resetUpstream, setUpstream, upstreamCalls } from '@/test-support/e2e/upstream';

/*
 * The site search on the fake upstream: the index is the site's own, built by walking the API's
 * lists; a search makes no API call; the webhook's tags re-index what changed.
 */
test.describe.configure({ lock: 'fake upstream' });

withUpstreamDefaults();
test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

type Answer = { results: { kind: string; title: string; href: string }[]; total: number };
const search = async (request: import('@playwright/test').APIRequestContext, q: string) => {
  const response = await request.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status(), q).toBe(200);
  return (await response.json()) as Answer;
};

test('finds upstream items of every kind, Hindi included, without calling the API per search', async ({ page, request }) => {
  // The index is built at start; wait for the walk to reach the short lists.
  await eventually(
    () => search(request, 'fake'),
    (a) => a.total > 20,
  );
  await page.goto(`/search?q=${encodeURIComponent('प्रस्तावना')}`);
  await expect(page.getByRole('link', { name: `Fake Daily ${HINDI}` })).toHaveAttribute(
    'href',
    '/upsc-daily-current-affairs/fake-daily-hindi/',
  );
  await expect(page.getByRole('link', { name: `Fake Blog ${HINDI}` })).toHaveAttribute('href', '/blog/fake-blog-hindi');
  await expect(page.getByRole('main').locator('mark').first()).toHaveText('प्रस्तावना');
  // Searches themselves reach only the index.
  await resetUpstream();
  await setUpstream({ scenario: 'flags-off' });
  const monsoon = await search(request, 'MONSOON');
  expect(monsoon.results.map((r) => r.href)).toContain('/blog/fake-blog-hostile-html');
  for (const q of ['fake daily', 'प्रस्तावना', 'course', 'zzqx']) await search(request, q);
  expect(await upstreamCalls()).toEqual({});
});

test('the webhook re-indexes what a tag names: gone when the API drops it, back when it returns', async ({ request }) => {
  await eventually(
    () => search(request, 'प्रस्तावना'),
    (a) => a.results.some((r) => r.href === '/blog/fake-blog-hindi'),
  );
  await setUpstream({ scenario: 'empty' });
  expect((await revalidate(request, { tag: 'blog:fake-blog-hindi' })).status()).toBe(200);
  const gone = await eventually(
    () => search(request, 'प्रस्तावना'),
    (a) => !a.results.some((r) => r.href === '/blog/fake-blog-hindi'),
  );
  expect(gone.results.map((r) => r.href)).not.toContain('/blog/fake-blog-hindi');
  await setUpstream({ scenario: 'flags-off' });
  expect((await revalidate(request, { tag: 'blogs' })).status()).toBe(200);
  const back = await eventually(
    () => search(request, 'प्रस्तावना'),
    (a) => a.results.some((r) => r.href === '/blog/fake-blog-hindi'),
  );
  expect(back.results.map((r) => r.href)).toContain('/blog/fake-blog-hindi');
});

test('the search keeps answering while the API is down', async ({ page, request }) => {
  await setUpstream({ mode: 'error500' });
  expect((await search(request, 'monsoon')).total).toBeGreaterThan(0);
  await page.goto('/search?q=monsoon');
  await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “monsoon”$/);
  await setUpstream({ mode: 'up' });
});
