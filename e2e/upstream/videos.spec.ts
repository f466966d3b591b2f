import { expect, test } from '@/test-support/e2e/test';
import { expectNoHorizontalScroll, prepareLibraryPage, gotoInteractive } from '@/test-support/e2e/library';
import { HINDI, TEXT_EDGE, withUpstreamDefaults } from '@/test-support/e2e/library-upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

withUpstreamDefaults();
test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('the grid shows upstream videos with their text literally; a category without videos says so', async ({ page }) => {
  await gotoInteractive(page, '/videos');
  const main = page.getByRole('main');
  await expect(main.getByRole('article')).toHaveCount(12);
  await expect(main.getByRole('heading', { name: `Fake Video ${HINDI}`, exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: `Fake Video ${TEXT_EDGE}`, exact: true })).toBeVisible();
  await expect(main.locator('iframe')).toHaveCount(0);
  await expectNoHorizontalScroll(page);

  await page.getByRole('group', { name: 'Video categories' }).getByRole('button', { name: 'Webinar' }).click();
  await expect(main.getByText('No videos in Webinar yet.')).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(0);

  await page.getByRole('group', { name: 'Video categories' }).getByRole('button', { name: 'Podcasts' }).click();
  await expect(main.getByRole('article')).toHaveCount(2);
  await page
    .getByRole('button', { name: /^Play video: / })
    .first()
    .click();
  await expect(main.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/fakeVideo00[01]\?autoplay=1/);
  await expect(main.locator('iframe')).toHaveAttribute('title', /^Fake Video/);
});

test('More asks for a larger newest-first limit until every video is shown', async ({ page }) => {
  await gotoInteractive(page, '/videos');
  await page.getByRole('button', { name: 'More videos' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(14);
  await expect(page.getByRole('button', { name: 'More videos' })).toHaveCount(0);
});
