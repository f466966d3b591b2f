import { expect, test } from '@/test-support/e2e/test';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';
import {
  embeddedApi,
  expectNoHorizontalScroll,
  expectSingleH1,
  formatDate,
  literal,
  prepareLibraryPage,
  text,
  todayInIndia,
  gotoInteractive,
} from '@/test-support/e2e/library';

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('the list shows today’s and total counts, the first page and page links in the server HTML', async ({ browser, baseURL, request }) => {
  const first = await embeddedApi(request, '/upsc-daily-current-affair');
  const page = await openWithoutJavaScript(browser, `${baseURL}/upsc-daily-current-affair`);
  await expectSingleH1(page, 'UPSC Daily Current Affairs');
  await expect(page.locator('main dl')).toContainText(`Today’s articles${first.todayArticles}`);
  await expect(page.locator('main dl')).toContainText(`Total articles${first.totalArticles}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('article')).toHaveCount(10);
  const article = first.data[0];
  await expect(main.getByRole('link', { name: text(article, 'title'), exact: true })).toHaveAttribute(
    'href',
    `/upsc-daily-current-affairs/${text(article, 'articleurl')}/`,
  );
  await expect(main.getByRole('link', { name: 'More articles' })).toHaveAttribute('href', '/upsc-daily-current-affair/page/2');
  const last = Math.ceil(Number(first.total) / 10);
  await expect(
    main.getByRole('navigation', { name: 'Pages of daily current affairs' }).getByRole('link', { name: `Page ${last}` }),
  ).toHaveAttribute('href', `/upsc-daily-current-affair/page/${last}`);
  await page.context().close();
});

test('More appends and the page addresses work', async ({ page, request }) => {
  const second = await embeddedApi(request, '/upsc-daily-current-affair/2');
  await gotoInteractive(page, '/upsc-daily-current-affair');
  await page.getByRole('link', { name: 'More articles' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(20);
  await expect(page.getByRole('main').getByRole('article').nth(10)).toContainText(text(second.data[0], 'title'));
  // Page 2 is on screen now: links that still marked page 1 as current would mislead.
  await expect(page.getByRole('navigation', { name: 'Pages of daily current affairs' })).toHaveCount(0);

  await gotoInteractive(page, '/upsc-daily-current-affair/page/2');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(text(second.data[0], 'title'));
  expect((await request.get('/upsc-daily-current-affair/page/xyz')).status()).toBe(404);
});

test('the date filter narrows the list to the chosen days', async ({ page, request }) => {
  const today = todayInIndia();
  const expected = await embeddedApi(request, `/upsc-daily-current-affair/${today}/${today}`);
  await gotoInteractive(page, '/upsc-daily-current-affair');
  const filter = page.getByRole('form', { name: 'Filter articles by date' });
  await expect(filter.getByLabel('From')).toHaveValue('2019-07-01');
  await expect(filter.getByLabel('To')).toHaveValue(today);
  await filter.getByLabel('From').fill(today);
  await filter.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(expected.data.length);
  await expect(page.getByText(`${expected.total} article${expected.total === 1 ? '' : 's'} in the chosen dates.`)).toBeVisible();
  await expect(page.getByRole('main').getByText(formatDate(today)).first()).toBeVisible();
  await filter.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
});

test('the article answers at its address with the trailing slash; without it, a 308 leads there', async ({ request }) => {
  const slug = text((await embeddedApi(request, '/upsc-daily-current-affair')).data[0], 'articleurl');
  const bare = await request.get(`/upsc-daily-current-affairs/${slug}`, { maxRedirects: 0 });
  expect(bare.status()).toBe(308);
  expect(bare.headers().location).toMatch(new RegExp(`/upsc-daily-current-affairs/${slug}/$`));
  expect((await request.get(`/upsc-daily-current-affairs/${slug}/`, { maxRedirects: 0 })).status()).toBe(200);
  // Other addresses keep losing a trailing slash, as before.
  const list = await request.get('/upsc-daily-current-affair/', { maxRedirects: 0 });
  expect(list.status()).toBe(308);
  expect(list.headers().location).toMatch(/\/upsc-daily-current-affair$/);
});

test('the article page holds its date, picture and full body in the server HTML', async ({ browser, baseURL, request }) => {
  const slug = text((await embeddedApi(request, '/upsc-daily-current-affair')).data[3], 'articleurl');
  const article = (await embeddedApi(request, `/upsc-daily-current-affairs/${slug}`)).data[0];
  const page = await openWithoutJavaScript(browser, `${baseURL}/upsc-daily-current-affairs/${slug}/`);
  await expectSingleH1(page, text(article, 'title'));
  await expect(page).toHaveTitle(literal(text(article, 'metatitle')));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/upsc-daily-current-affairs/${slug}/`);
  await expect(page.getByRole('article').getByText(formatDate(text(article, 'date')))).toBeVisible();
  await expect(page.locator('article img').first()).toBeVisible();
  const body = text(article, 'content');
  for (const h of [...body.matchAll(/<h[23]>([^<]+)<\/h[23]>/g)].map((m) => m[1] ?? '')) {
    await expect(page.getByRole('article').getByRole('heading', { name: h, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('article').locator('blockquote')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Daily Current Affairs' })).toHaveAttribute(
    'href',
    '/upsc-daily-current-affair',
  );
  await page.context().close();
});

test('an article the API does not know ends on /error', async ({ page }) => {
  await page.goto('/upsc-daily-current-affairs/no-such-article-here/');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry! Page Not Found');
});

test('list and article fit the screen', { tag: '@responsive' }, async ({ page, request }) => {
  const slug = text((await embeddedApi(request, '/upsc-daily-current-affair')).data[0], 'articleurl');
  await gotoInteractive(page, '/upsc-daily-current-affair');
  await expectNoHorizontalScroll(page);
  await page.goto(`/upsc-daily-current-affairs/${slug}/`);
  await expectNoHorizontalScroll(page);
});
