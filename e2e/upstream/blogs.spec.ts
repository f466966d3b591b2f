import { expect, test } from '@/test-support/e2e/test';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';
import {
  expectHostileHtmlNeutralised,
  expectNoHorizontalScroll,
  expectSingleH1,
  prepareLibraryPage,
  upstreamApi,
  gotoInteractive,
} from '@/test-support/e2e/library';
import { HINDI, LONG_TITLE, MISSING_SLUG, TEXT_EDGE, withUpstreamDefaults } from '@/test-support/e2e/library-upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

withUpstreamDefaults();
test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('the list shows the upstream blogs: text literally, Hindi, a very long title, page links', async ({ page }) => {
  const first = await upstreamApi('/blogs');
  await gotoInteractive(page, '/blogs');
  const main = page.getByRole('main');
  await expect(main.getByRole('article')).toHaveCount(10);
  await expect(main.getByRole('link', { name: 'Fake Blog Hostile HTML', exact: true })).toHaveAttribute(
    'href',
    '/blog/fake-blog-hostile-html',
  );
  await expect(main.getByRole('link', { name: `Fake Blog ${HINDI}`, exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: `Fake Blog ${TEXT_EDGE}`, exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: `Fake Blog ${LONG_TITLE}`, exact: true })).toBeAttached();
  await expect(main.locator('b')).toHaveCount(0);
  await expect(main.getByRole('navigation', { name: 'Pages of blogs' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'href',
    '/blogs/page/2',
  );
  expect(first.total).toBe(12);
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'More blogs' }).click();
  await expect(main.getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('link', { name: 'More blogs' })).toHaveCount(0);
  expect((await page.request.get('/blogs/page/3')).status()).toBe(404);
});

test('search goes through the contract blog search', async ({ page }) => {
  await gotoInteractive(page, '/blogs');
  await page.getByRole('searchbox', { name: 'Search blogs' }).fill('monsoon');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('main').getByRole('link', { name: 'Fake Blog Monsoon And Agriculture' })).toBeVisible();
});

test('the hostile blog keeps its good HTML and loses everything that could run', async ({ page, browser, baseURL }) => {
  await page.goto('/blog/fake-blog-hostile-html');
  await expectSingleH1(page, 'Fake Blog Hostile HTML');
  await expectHostileHtmlNeutralised(page);
  const body = page.getByRole('article');
  await expect(body.getByRole('heading', { level: 2, name: 'Fake Good Heading' })).toBeVisible();
  await expect(body.getByRole('link', { name: 'a safe external link' })).toHaveAttribute('href', 'https://www.example.com/fake-good-link');
  await expect(body.getByRole('cell', { name: '₹ 1,45,000' })).toBeVisible();
  await expect(body.getByText('Fake hostile block ends here.')).toBeVisible();
  await expect(body.getByText('Fake javascript link')).toBeVisible();
  await expect(body.getByRole('link', { name: 'Fake javascript link' })).toHaveCount(0);

  // The full body is in the server HTML too.
  const raw = await openWithoutJavaScript(browser, `${baseURL}/blog/fake-blog-hostile-html`);
  await expect(raw.getByText('Fake hostile block ends here.')).toBeVisible();
  await expect(raw.locator('h1')).toHaveText('Fake Blog Hostile HTML');
  await raw.context().close();
});

test('Hindi and very long titles render in full and fit the screen', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/blog/fake-blog-hindi');
  await expectSingleH1(page, `Fake Blog ${HINDI}`);
  await expect(page.getByRole('article').getByText(HINDI, { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.goto('/blog/fake-blog-long-title');
  await expectSingleH1(page, `Fake Blog ${LONG_TITLE}`);
  await expectNoHorizontalScroll(page);

  await page.goto('/blog/fake-blog-text-edge');
  await expectSingleH1(page, `Fake Blog ${TEXT_EDGE}`);
});

test('a 404 from the API ends on /error', async ({ page }) => {
  await page.goto(`/blog/${MISSING_SLUG}`);
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry! Page Not Found');
});
