import { expect, test } from '@/test-support/e2e/test';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';
import {
  asServed,
  embeddedApi,
  expectNoHorizontalScroll,
  expectSingleH1,
  literal,
  prepareLibraryPage,
  text,
} from '@/test-support/e2e/library';

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

for (const [path, api, title] of [
  ['/magazine', '/magazine', 'Monthly Magazine'],
  ['/weekly-magazine', '/weeklymagazine', 'Weekly Magazine'],
  ['/appsc-magazine', '/appscMagazine', 'APPSC Magazine'],
] as const) {
  test(`${path}: a card per issue with cover, headline and VIEW DETAILS opening the file in a new tab`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(60_000);
    const issues = (await embeddedApi(request, api)).data;
    const page = await openWithoutJavaScript(browser, `${baseURL}${path}`);
    await expectSingleH1(page, title);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(issues.length);
    for (const [i, issue] of issues.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { name: text(issue, 'headline') })).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('width', '300');
      const link = card.getByRole('link', { name: literal(`VIEW DETAILS: ${text(issue, 'headline')}`) });
      await expect(link).toHaveAttribute('href', asServed(text(issue, 'fileurl'), baseURL));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await page.context().close();
  });
}

test('APPSC magazine uses its SEO terms', async ({ page, request }) => {
  const seo = (await embeddedApi(request, '/seoterms/appsc-magazine')).data[0];
  await page.goto('/appsc-magazine');
  await expect(page).toHaveTitle(literal(text(seo, 'metatitle')));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text(seo, 'metadescription'));
  await expectNoHorizontalScroll(page);
});

test('/books: cover, title, price in rupees and where to buy', async ({ browser, baseURL, request }) => {
  const books = (await embeddedApi(request, '/books')).data;
  const page = await openWithoutJavaScript(browser, `${baseURL}/books`);
  await expectSingleH1(page, 'Books');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(books.length);
  const withLink = books.findIndex((b) => b.buyurl);
  const withoutLink = books.findIndex((b) => !b.buyurl);
  await expect(cards.nth(withLink).getByText(`₹${Number(books[withLink]?.price).toLocaleString('en-IN')}`)).toBeVisible();
  await expect(cards.nth(withLink).getByRole('link', { name: /^Buy now/ })).toHaveAttribute('href', text(books[withLink], 'buyurl'));
  await expect(cards.nth(withoutLink).getByRole('link')).toHaveCount(0);
  await expect(cards.nth(withoutLink).getByText('Available at our centres')).toBeVisible();
  await page.context().close();
});
