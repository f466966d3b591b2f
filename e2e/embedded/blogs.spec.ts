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

test('the list is in the server HTML: first page, crawlable More and page links, SEO terms', async ({ browser, baseURL, request }) => {
  const [page1, seo] = await Promise.all([embeddedApi(request, '/blogs'), embeddedApi(request, '/seoterms/blogs')]);
  const page = await openWithoutJavaScript(browser, `${baseURL}/blogs`);
  await expectSingleH1(page, 'Blogs');
  await expect(page).toHaveTitle(literal(text(seo.data[0], 'metatitle')));
  const main = page.getByRole('main');
  await expect(main.getByRole('article')).toHaveCount(10);
  for (const blog of page1.data) {
    await expect(main.getByRole('link', { name: text(blog, 'title'), exact: true })).toHaveAttribute(
      'href',
      `/blog/${text(blog, 'blogurl')}`,
    );
  }
  await expect(main.getByText(formatDate(text(page1.data[0], 'date'))).first()).toBeVisible();
  await expect(main.getByText(/\d+ min read/).first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'More blogs' })).toHaveAttribute('href', '/blogs/page/2');
  const pages = main.getByRole('navigation', { name: 'Pages of blogs' });
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blogs/page/2');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blogs`);
  await page.context().close();
});

test('every page of blogs has an address of its own; bad page numbers are 404s', async ({ browser, baseURL, request }) => {
  const page2 = await embeddedApi(request, '/blogs/2');
  const total = Number(page2.total);
  const page = await openWithoutJavaScript(browser, `${baseURL}/blogs/page/2`);
  await expectSingleH1(page, 'Blogs');
  await expect(page).toHaveTitle(/Page 2/);
  await expect(page.getByRole('main').getByRole('link', { name: text(page2.data[0], 'title'), exact: true })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blogs/page/2`);
  await page.context().close();

  const last = Math.ceil(total / 10);
  for (const bad of ['abc', '0', '02', '-1', '2.5', String(last + 1), '9999999']) {
    expect((await request.get(`/blogs/page/${bad}`, { maxRedirects: 0 })).status(), bad).toBe(404);
  }
  const one = await request.get('/blogs/page/1', { maxRedirects: 0 });
  expect(one.status()).toBe(308);
  expect(one.headers().location).toMatch(/\/blogs$/);
});

test('More appends the next page on the page, with a loading state, and keeps the address', async ({ page, request }) => {
  const page2 = await embeddedApi(request, '/blogs/2');
  await gotoInteractive(page, '/blogs');
  await page.route('**/api/lists/blogs?page=2', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  const more = page.getByRole('link', { name: 'More blogs' });
  await more.click();
  await expect(page.getByRole('main').getByText('Loading…')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(20);
  await expect(page.getByRole('main').getByRole('article').nth(10)).toContainText(text(page2.data[0], 'title'));
  await expect(page.getByRole('main').getByRole('article').nth(10).getByRole('link')).toBeFocused();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(more).toHaveAttribute('href', '/blogs/page/3');
  await expectNoHorizontalScroll(page);
});

test(
  'Back from a card that More added shows the same cards, scrolled to where the visitor was',
  { tag: '@responsive' },
  async ({ page }) => {
    const cards = page.getByRole('main').getByRole('article');
    await gotoInteractive(page, '/blogs');
    await page.getByRole('link', { name: 'More blogs' }).click();
    await expect(cards).toHaveCount(20);
    const fifteenth = cards.nth(14);
    const title = String(await fifteenth.getByRole('heading').textContent());
    await fifteenth.scrollIntoViewIfNeeded();
    // Where the page was at the tap itself: Playwright may scroll further to reach the link. The
    // window outlives the client-side visit, so the figure is still there after Back.
    await page.evaluate(() =>
      document.addEventListener('click', () => Object.assign(window, { scrolledAtTap: window.scrollY }), { capture: true, once: true }),
    );
    await fifteenth.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/blog\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.goBack();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(cards).toHaveCount(20);
    await expect(cards.nth(14)).toBeInViewport();
    const [now, atTap] = await page.evaluate(() => [window.scrollY, (window as unknown as { scrolledAtTap: number }).scrolledAtTap]);
    expect(Math.abs(now! - atTap!)).toBeLessThan(4);

    // A new visit to the list (the card's breadcrumb) starts at its first page.
    await cards.nth(14).getByRole('link').first().click();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(cards).toHaveCount(10);
  },
);

test('a failed More says so and keeps the list', async ({ page }) => {
  await gotoInteractive(page, '/blogs');
  await page.route('**/api/lists/blogs?page=2', (route) => route.fulfill({ status: 502, json: { error: 'Failed to load branch by URL' } }));
  await page.getByRole('link', { name: 'More blogs' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Failed to load branch by URL');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
});

test('date filter: defaults, filtered on submit, reset, and a new path starts unfiltered', async ({ page, request }) => {
  const today = todayInIndia();
  const page1 = await embeddedApi(request, '/blogs');
  const from = text(page1.data[4], 'date');
  const to = text(page1.data[2], 'date');
  const expected = await embeddedApi(request, `/blogs/${from}/${to}`);

  await gotoInteractive(page, '/blogs');
  const filter = page.getByRole('form', { name: 'Filter blogs by date' });
  await expect(filter.getByLabel('From')).toHaveValue('2019-07-01');
  await expect(filter.getByLabel('To')).toHaveValue(today);
  await expect(filter.getByRole('button', { name: 'Reset' })).toHaveCount(0);

  await filter.getByLabel('From').fill(from);
  await filter.getByLabel('To').fill(to);
  await filter.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(expected.data.length);
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(text(expected.data[0], 'title'));
  await expect(filter.getByText(`Showing ${formatDate(from)} to ${formatDate(to)}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?from=${from}&to=${to}$`));

  await filter.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
  await expect(page).toHaveURL(/\/blogs$/);

  // Filtered, the list hides its page links: they lead to the pages of the whole list.
  await expect(page.getByRole('navigation', { name: 'Pages of blogs' })).toBeVisible();
  await filter.getByLabel('From').fill(from);
  await filter.getByRole('button', { name: 'Apply filter' }).click();
  await expect(filter.getByRole('button', { name: 'Reset' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages of blogs' })).toHaveCount(0);

  // Filtered on page 2, a move to another path starts unfiltered.
  await filter.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('navigation', { name: 'Pages of blogs' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/blogs\/page\/2$/);
  const second = page.getByRole('form', { name: 'Filter blogs by date' });
  await second.getByLabel('From').fill(from);
  await second.getByRole('button', { name: 'Apply filter' }).click();
  await expect(second.getByRole('button', { name: 'Reset' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  const next = page.getByRole('form', { name: 'Filter blogs by date' });
  await expect(next.getByLabel('From')).toHaveValue('2019-07-01');
  await expect(next.getByRole('button', { name: 'Reset' })).toHaveCount(0);
});

test('Back and Forward step through the filters and searches the visitor made', async ({ page, request }) => {
  const page1 = await embeddedApi(request, '/blogs');
  const from = text(page1.data[4], 'date');
  const to = text(page1.data[2], 'date');
  const filtered = await embeddedApi(request, `/blogs/${from}/${to}`);
  const hits = await embeddedApi(request, '/blogsearch/NCERT');
  const articles = page.getByRole('main').getByRole('article');
  const filter = page.getByRole('form', { name: 'Filter blogs by date' });

  await gotoInteractive(page, '/blogs');
  await filter.getByLabel('From').fill(from);
  await filter.getByLabel('To').fill(to);
  await filter.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${from}&to=${to}$`));
  await page.getByRole('searchbox', { name: 'Search blogs' }).fill('NCERT');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\?q=NCERT$/);
  await expect(articles).toHaveCount(hits.data.length);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?from=${from}&to=${to}$`));
  await expect(articles).toHaveCount(filtered.data.length);
  await expect(filter.getByLabel('From')).toHaveValue(from);
  await page.goBack();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(articles).toHaveCount(10);
  await expect(filter.getByLabel('From')).toHaveValue('2019-07-01');
  await expect(filter.getByRole('button', { name: 'Reset' })).toHaveCount(0);
  await page.goForward();
  await expect(articles).toHaveCount(filtered.data.length);
  await expect(filter.getByRole('button', { name: 'Reset' })).toBeVisible();
});

test('a wrong range is explained, not sent', async ({ page }) => {
  await gotoInteractive(page, '/blogs');
  const filter = page.getByRole('form', { name: 'Filter blogs by date' });
  await filter.getByLabel('From').fill('2025-05-02');
  await filter.getByLabel('To').fill('2025-05-01');
  await filter.getByRole('button', { name: 'Apply filter' }).click();
  await expect(filter.getByRole('alert')).toHaveText('The start date must not be after the end date.');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
});

test('search runs the contract blog search and can be cleared', async ({ page, request }) => {
  const hits = await embeddedApi(request, '/blogsearch/NCERT');
  await gotoInteractive(page, '/blogs');
  await page.getByRole('searchbox', { name: 'Search blogs' }).fill('NCERT');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(hits.data.length);
  await expect(
    page
      .getByRole('main')
      .locator('p')
      .filter({ hasText: /found for “NCERT”/ })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\?q=NCERT$/);
  await expect(page.getByRole('link', { name: 'More blogs' })).toHaveCount(0);
  // The page links lead to the whole list's pages, not the results'.
  await expect(page.getByRole('navigation', { name: 'Pages of blogs' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search blogs' }).fill('zzzz-no-such-blog');
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No blogs match your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
  await expect(page.getByRole('navigation', { name: 'Pages of blogs' })).toBeVisible();
});

test('hostile values in the address get a clear answer, never a 500', async ({ page, request }) => {
  const long = 'x'.repeat(10_000);
  expect((await request.get(`/blogs?q=${long}`)).status()).toBe(200);
  expect((await request.get('/blogs?from=2025-02-30&to=2025-03-01')).status()).toBe(200);
  const badDate = await request.get('/api/lists/blogs?from=2025-02-30&to=2025-03-01');
  expect(badDate.status()).toBe(400);
  expect((await badDate.json()).error).toMatch(/real start date/);
  const longTerm = await request.get(`/api/lists/blogs?q=${long}`);
  expect(longTerm.status()).toBe(400);
  expect((await request.get('/api/lists/blogs?page=abc')).status()).toBe(400);

  await gotoInteractive(page, '/blogs?from=2025-02-30&to=2025-03-01');
  await expect(page.getByRole('form', { name: 'Filter blogs by date' }).getByRole('alert')).toHaveText(
    'Enter a real start date (YYYY-MM-DD).',
  );
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
  await page.goto(`/blogs?q=${'y'.repeat(500)}`);
  await expect(page.getByRole('search').getByRole('alert')).toHaveText('Search terms can be at most 100 characters long.');
});

test('a blog page holds its title and full body in the server HTML', async ({ browser, baseURL, request }) => {
  const slug = text((await embeddedApi(request, '/blogs')).data[1], 'blogurl');
  const blog = (await embeddedApi(request, `/blog/${slug}`)).data[0];
  const page = await openWithoutJavaScript(browser, `${baseURL}/blog/${slug}`);
  await expectSingleH1(page, text(blog, 'title'));
  await expect(page).toHaveTitle(literal(text(blog, 'metatitle')));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text(blog, 'metadescription'));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
  await expect(crumbs.getByText(text(blog, 'title'))).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').getByText(formatDate(text(blog, 'date')))).toBeVisible();
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
  // The full body: its last paragraph and its sub-headings are in the HTML.
  const body = text(blog, 'content');
  const headings = [...body.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1] ?? '');
  for (const h of headings) await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
  const lastParagraph = [...body.matchAll(/<p>([^<]{20,})/g)].at(-1)?.[1] ?? '';
  await expect(page.getByText(lastParagraph.slice(0, 40))).toBeVisible();
  await expect(page.locator('article img').first()).toHaveAttribute('width', '1200');
  await page.context().close();
});

test('a blog the API does not know ends on /error', async ({ page }) => {
  await page.goto('/blog/no-such-blog-anywhere');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry! Page Not Found');
});

test('list and detail fit the screen', { tag: '@responsive' }, async ({ page, request }) => {
  const slug = text((await embeddedApi(request, '/blogs')).data[0], 'blogurl');
  await gotoInteractive(page, '/blogs');
  await expectNoHorizontalScroll(page);
  await page.goto(`/blog/${slug}`);
  await expectNoHorizontalScroll(page);
});
