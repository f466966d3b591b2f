import { expect, test } from '@/test-support/e2e/test';
import { prepareLibraryPage, gotoInteractive } from '@/test-support/e2e/library';
import { MISSING_SLUG } from '@/test-support/e2e/library-upstream';
import { refreshSite, resetUpstream, setUpstream } from '@/test-support/e2e/upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

/* The fake upstream with every list empty and every detail 404, then failing outright. */

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});
test.afterAll(async ({ baseURL }) => {
  await resetUpstream();
  await refreshSite(String(baseURL));
});

test('every list says it is empty, and detail pages end on /error', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await setUpstream({ scenario: 'empty' });
  await refreshSite(String(baseURL));
  for (const [path, message] of [
    ['/blogs', 'No blogs yet.'],
    ['/upsc-daily-current-affair', 'No articles yet.'],
    ['/articles', 'No articles yet.'],
    ['/mcq', 'No questions yet.'],
    ['/videos', 'No videos yet.'],
    ['/current-affairs', 'No digest for June 2025 yet.'],
    ['/magazine', 'No issues yet.'],
    ['/weekly-magazine', 'No issues yet.'],
    ['/appsc-magazine', 'No issues yet.'],
    ['/books', 'No books yet.'],
    ['/general-essay', 'No essays yet.'],
    ['/exploration', 'No explorations yet.'],
    ['/interview-guidance-program', 'Details of the programme will be published soon.'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('main').getByText(message), path).toBeVisible();
    await expect(page.locator('h1'), path).toHaveCount(1);
  }
  await gotoInteractive(page, '/upsc-daily-current-affair');
  await expect(page.locator('main dl')).toContainText('Today’s articles0');
  // The categories fall back to the fixed list and ids (docs/screens.md#content-lists).
  await gotoInteractive(page, '/videos');
  await expect(page.getByRole('group', { name: 'Video categories' }).getByRole('button')).toHaveText([
    'All videos',
    'Podcasts',
    'General Category',
    'Current Affairs',
    'Announcement',
    'Webinar',
    'Daily News Analysis',
    "Topper's Mock Interview",
    "Topper's Talk",
    'Demo Lecture Video',
  ]);
  expect((await page.request.get('/blogs/page/2')).status()).toBe(404);

  for (const path of [
    '/blog/fake-blog-hindi',
    '/upsc-daily-current-affairs/fake-daily-hindi/',
    '/article/fake-article-hindi/',
    `/explore/${MISSING_SLUG}`,
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/error$/);
  }
});

test('a list whose API fails shows its error state; it recovers when the API does', async ({ page, baseURL }) => {
  await resetUpstream();
  await setUpstream({ mode: 'error500' });
  await refreshSite(String(baseURL));
  const failed = await page.goto('/blogs');
  expect(failed?.status()).toBeGreaterThanOrEqual(500);
  // The product's catalogue reuses its detail failure for blogs.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed to load branch by URL');

  await setUpstream({ mode: 'up' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
});

test('a failing More says so and keeps what is shown', async ({ page, baseURL }) => {
  await resetUpstream();
  await refreshSite(String(baseURL));
  await gotoInteractive(page, '/articles');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
  await setUpstream({ mode: 'error500' });
  await page.getByRole('link', { name: 'More articles' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Failed to load branch by URL');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
});
