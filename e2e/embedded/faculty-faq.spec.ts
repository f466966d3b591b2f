import { expect, test } from '@/test-support/e2e/test';
import { expectSingleH1, literal, prepareLibraryPage } from '@/test-support/e2e/library';
import { embedded, type Item } from '@/test-support/e2e/institute';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('/faculty lists every teacher with designation and description', async ({ browser, baseURL, request }) => {
  const faculty = await embedded<(Item & { name: string; designation?: string })[]>(request, '/faculty');
  const [terms] = await embedded<Item[]>(request, '/seoterms/faculty');
  const page = await openWithoutJavaScript(browser, `${baseURL}/faculty`);
  await expectSingleH1(page, 'Our Faculty');
  await expect(page).toHaveTitle(literal(String(terms?.metatitle)));
  await expect(page.locator('main article h2')).toHaveText(faculty.map((f) => f.name));
  const first = faculty.find((f) => f.designation);
  if (first) await expect(page.getByText(String(first.designation)).first()).toBeVisible();
  await page.context().close();
});

test('/faq is an accessible accordion: every answer in the HTML, buttons that expand and collapse', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const faq = await embedded<(Item & { question: string; answer: string })[]>(request, '/faq');
  const [terms] = await embedded<Item[]>(request, '/seoterms/faq');

  const crawler = await openWithoutJavaScript(browser, `${baseURL}/faq`);
  await expect(crawler.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(faq.map((f) => f.question));
  await expect(crawler.locator('main [role=region]')).toHaveCount(faq.length);
  await crawler.context().close();

  await page.goto('/faq');
  await expect(page).toHaveTitle(literal(String(terms?.metatitle)));
  const first = page.getByRole('button', { name: faq[0]!.question });
  const second = page.getByRole('button', { name: faq[1]!.question });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: faq[1]!.question })).toBeHidden();
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: faq[1]!.question })).toBeVisible();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: faq[0]!.question })).toBeHidden();
});

test('a link followed from far down a page opens /faq at its top, the header in view', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => '__siteHydrated' in self);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1000);
  await link.click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('h1')).toBeVisible();
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
});
