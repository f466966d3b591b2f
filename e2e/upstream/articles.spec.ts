import { expect, test } from '@/test-support/e2e/test';
import {
  expectHostileHtmlNeutralised,
  expectNoHorizontalScroll,
  expectSingleH1,
  prepareLibraryPage,
  gotoInteractive,
} from '@/test-support/e2e/library';
import { HINDI, LONG_TITLE, MISSING_SLUG, TEXT_EDGE, withUpstreamDefaults } from '@/test-support/e2e/library-upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

withUpstreamDefaults();
test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('the list of questions, page 2 and More', async ({ page }) => {
  await gotoInteractive(page, '/articles');
  const main = page.getByRole('main');
  await expect(main.getByRole('article')).toHaveCount(10);
  await expect(main.getByRole('link', { name: `Fake Article ${TEXT_EDGE}`, exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: `Fake Article ${HINDI}`, exact: true })).toHaveAttribute(
    'href',
    '/article/fake-article-hindi/',
  );
  await page.getByRole('link', { name: 'More articles' }).click();
  await expect(main.getByRole('article')).toHaveCount(11);
  await gotoInteractive(page, '/articles/page/2');
  await expect(main.getByRole('article')).toHaveCount(1);
});

test('the hostile article: question as title, answer sanitised, breadcrumb Home, Articles, title', async ({ page }) => {
  await page.goto('/article/fake-article-hostile-html/');
  await expectSingleH1(page, 'Fake Article Hostile HTML');
  await expectHostileHtmlNeutralised(page);
  await expect(page.getByRole('article').getByRole('heading', { name: 'Fake Good Heading' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Home', /Articles/, /Fake Article Hostile HTML/]);
});

test('Hindi and long questions; a 404 ends on /error', async ({ page }) => {
  await page.goto('/article/fake-article-hindi/');
  await expectSingleH1(page, `Fake Article ${HINDI}`);
  await page.goto('/article/fake-article-long-title/');
  await expectSingleH1(page, `Fake Article ${LONG_TITLE}`);
  await expectNoHorizontalScroll(page);
  await page.goto(`/article/${MISSING_SLUG}/`);
  await expect(page).toHaveURL(/\/error$/);
});
