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
  gotoInteractive,
} from '@/test-support/e2e/library';

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('the list of articles (questions) is in the server HTML with page links', async ({ browser, baseURL, request }) => {
  const first = await embeddedApi(request, '/articlesold');
  const page = await openWithoutJavaScript(browser, `${baseURL}/articles`);
  await expectSingleH1(page, 'Articles');
  const main = page.getByRole('main');
  await expect(main.getByRole('article')).toHaveCount(first.data.length);
  for (const a of first.data) {
    await expect(main.getByRole('link', { name: text(a, 'question'), exact: true })).toHaveAttribute(
      'href',
      `/article/${text(a, 'articleurl')}/`,
    );
  }
  await expect(main.getByRole('link', { name: 'More articles' })).toHaveAttribute('href', '/articles/page/2');
  await expect(main.getByRole('navigation', { name: 'Pages of articles' })).toBeVisible();
  // The contract has no date range for articles, so there is no date filter.
  await expect(main.getByRole('form', { name: /by date/ })).toHaveCount(0);
  await page.context().close();
});

test('More appends the next page; page 2 has its own address', async ({ page, request }) => {
  const second = await embeddedApi(request, '/articlesold/2');
  await gotoInteractive(page, '/articles');
  await page.getByRole('link', { name: 'More articles' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(10 + second.data.length);
  await gotoInteractive(page, '/articles/page/2');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(text(second.data[0], 'question'));
  await expectNoHorizontalScroll(page);
});

test('the article page: question as the title, answer as HTML, breadcrumb Home, Articles, title', async ({ browser, baseURL, request }) => {
  const slug = text((await embeddedApi(request, '/articlesold')).data[2], 'articleurl');
  const article = (await embeddedApi(request, `/article/${slug}`)).data[0];
  const page = await openWithoutJavaScript(browser, `${baseURL}/article/${slug}/`);
  await expectSingleH1(page, text(article, 'question'));
  await expect(page).toHaveTitle(literal(text(article, 'metatitle')));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveCount(3);
  await expect(crumbs.nth(0).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.nth(1).getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/articles');
  await expect(crumbs.nth(2)).toHaveText(text(article, 'question'));
  await expect(page.getByRole('article').getByText(formatDate(text(article, 'date')))).toBeVisible();
  const answer = text(article, 'answer');
  for (const h of [...answer.matchAll(/<h[23]>([^<]+)<\/h[23]>/g)].map((m) => m[1] ?? '')) {
    await expect(page.getByRole('article').getByRole('heading', { name: h, exact: true })).toBeVisible();
  }
  const lastText = [...answer.matchAll(/>([^<]{30,})</g)].at(-1)?.[1] ?? '';
  await expect(page.getByRole('article').getByText(lastText.slice(0, 30)).first()).toBeVisible();
  await page.context().close();
});

test('the article address keeps its trailing slash; an unknown article ends on /error', async ({ page, request }) => {
  const slug = text((await embeddedApi(request, '/articlesold')).data[0], 'articleurl');
  const bare = await request.get(`/article/${slug}`, { maxRedirects: 0 });
  expect(bare.status()).toBe(308);
  expect(bare.headers().location).toMatch(new RegExp(`/article/${slug}/$`));
  await page.goto(`/article/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/article/${slug}/$`));
  await expectNoHorizontalScroll(page);

  await page.goto('/article/no-such-article-anywhere/');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry! Page Not Found');
});
