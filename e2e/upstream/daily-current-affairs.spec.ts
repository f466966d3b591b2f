import { expect, test } from '@/test-support/e2e/test';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';
import {
  expectHostileHtmlNeutralised,
  expectNoHorizontalScroll,
  expectSingleH1,
  formatDate,
  prepareLibraryPage,
  todayInIndia,
  gotoInteractive,
} from '@/test-support/e2e/library';
import { HINDI, LONG_TITLE, MISSING_SLUG, TEXT_EDGE, withUpstreamDefaults } from '@/test-support/e2e/library-upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

withUpstreamDefaults();
test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('today’s and total counts, the list with its edge cases, and the date filter', async ({ page }) => {
  await gotoInteractive(page, '/upsc-daily-current-affair');
  await expect(page.locator('main dl')).toContainText('Today’s articles3');
  await expect(page.locator('main dl')).toContainText('Total articles23');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: `Fake Daily ${TEXT_EDGE}`, exact: true })).toHaveAttribute(
    'href',
    '/upsc-daily-current-affairs/fake-daily-text-edge/',
  );
  await expect(main.getByRole('link', { name: `Fake Daily ${HINDI}`, exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);

  const today = todayInIndia();
  const filter = page.getByRole('form', { name: 'Filter articles by date' });
  await filter.getByLabel('From').fill(today);
  await filter.getByRole('button', { name: 'Apply filter' }).click();
  await expect(main.getByRole('article')).toHaveCount(3);
  await expect(main.getByText('3 articles in the chosen dates.')).toBeVisible();
  // The counts above do not depend on the filter.
  await expect(page.locator('main dl')).toContainText('Total articles23');
});

test('the hostile article is neutralised; its date and body are in the server HTML', async ({ page, browser, baseURL }) => {
  await page.goto('/upsc-daily-current-affairs/fake-daily-today-hostile-html/');
  await expectSingleH1(page, 'Fake Daily Today Hostile HTML');
  await expectHostileHtmlNeutralised(page);
  await expect(page.getByRole('article').getByText(formatDate(todayInIndia()))).toBeVisible();

  const raw = await openWithoutJavaScript(browser, `${baseURL}/upsc-daily-current-affairs/fake-daily-today-hostile-html/`);
  await expect(raw.locator('h1')).toHaveText('Fake Daily Today Hostile HTML');
  await expect(raw.getByText('Fake hostile block ends here.')).toBeVisible();
  await expect(raw.getByRole('heading', { name: 'Fake Good Heading' })).toBeVisible();
  await raw.context().close();
});

test('Hindi and long titles; the address without its slash is sent to the slash; a 404 ends on /error', async ({ page, request }) => {
  await page.goto('/upsc-daily-current-affairs/fake-daily-hindi');
  await expect(page).toHaveURL(/\/upsc-daily-current-affairs\/fake-daily-hindi\/$/);
  await expectSingleH1(page, `Fake Daily ${HINDI}`);
  await page.goto('/upsc-daily-current-affairs/fake-daily-long-title/');
  await expectSingleH1(page, `Fake Daily ${LONG_TITLE}`);
  await expectNoHorizontalScroll(page);
  expect((await request.get('/upsc-daily-current-affairs/fake-daily-hindi', { maxRedirects: 0 })).status()).toBe(308);

  await page.goto(`/upsc-daily-current-affairs/${MISSING_SLUG}/`);
  await expect(page).toHaveURL(/\/error$/);
});
