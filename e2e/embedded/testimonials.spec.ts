import { expect, test } from '@/test-support/e2e/test';
import { expectNoHorizontalScroll, expectSingleH1, isPhone, literal, prepareLibraryPage } from '@/test-support/e2e/library';
import { embedded, type Item, rowTops, textOf } from '@/test-support/e2e/institute';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('Testimonials / What Our Students Have To Say: intro HTML, every card with picture, text, name, Student and five stars', async ({
  browser,
  baseURL,
  request,
}) => {
  const testimonials = await embedded<(Item & { name: string; testimonials: string; pic?: string })[]>(request, '/testimonials');
  const [about] = await embedded<Item[]>(request, '/abouthome');
  const [terms] = await embedded<Item[]>(request, '/seoterms/testimonials');
  const page = await openWithoutJavaScript(browser, `${baseURL}/testimonial-details`);
  await expect(page).toHaveTitle(literal(String(terms?.metatitle)));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Testimonials');
  await expectSingleH1(page, 'Testimonials');
  await expect(page.getByRole('heading', { level: 2, name: 'What Our Students Have To Say' })).toBeVisible();
  await expect(page.getByText(textOf(about?.testimonialdescription))).toBeVisible();
  const cards = page.locator('main figure');
  await expect(cards).toHaveCount(testimonials.length);
  for (const [i, t] of testimonials.entries()) {
    const card = cards.nth(i);
    await expect(card.getByText(t.testimonials)).toBeVisible();
    await expect(card.getByText(t.name, { exact: true })).toBeVisible();
    await expect(card.getByText('Student', { exact: true })).toBeVisible();
    await expect(card.getByLabel('Rated 5 out of 5')).toHaveText('★★★★★');
    if (t.pic) await expect(card.locator('img')).toHaveCount(1);
  }
  await page.context().close();
});

test('three columns on large screens, one on phones', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/testimonial-details');
  const tops = (await rowTops(page, 'main figure')).slice(0, 3);
  expect(new Set(tops).size).toBe(isPhone(page) ? 3 : 1);
  await expectNoHorizontalScroll(page);
});
