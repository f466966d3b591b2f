import { expect, test } from '@/test-support/e2e/test';
import { expectSingleH1, literal, prepareLibraryPage } from '@/test-support/e2e/library';
import { embedded, textOf, type Item } from '@/test-support/e2e/institute';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('an about page: title, picture and content from /about/{abouturl}', async ({ browser, baseURL, request }) => {
  const [about] = await embedded<Item[]>(request, '/about/about-us');
  const page = await openWithoutJavaScript(browser, `${baseURL}/about/about-us`);
  await expectSingleH1(page, String(about?.title));
  await expect(page).toHaveTitle(literal(String(about?.metatitle ?? about?.title)));
  await expect(page.getByText(textOf(about?.content)).first()).toBeVisible();
  await page.context().close();
});

for (const [path, api] of [
  ['/privacy-policy', 'privacy-policy'],
  ['/refund-policy', 'refund-policy'],
  ['/terms-and-conditions', 'terms-and-conditions'],
  ['/upsc/referal-policy', 'referal-policy'],
  ['/upsc/upsc-syllabus', 'upsc-syllabus'],
] as const) {
  test(`${path} shows the policy-style page /upsc/${api}`, async ({ page, request, baseURL }) => {
    const [item] = await embedded<Item[]>(request, `/upsc/${api}`);
    await page.goto(path);
    await expectSingleH1(page, String(item?.title));
    await expect(page.getByText(textOf(item?.content)).first()).toBeVisible();
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}${path}`);
  });
}

test('a policy under /upsc/ points search engines at its own route', async ({ page, baseURL }) => {
  await page.goto('/upsc/privacy-policy');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}/privacy-policy`);
});

test('an about or policy page the API does not know ends on /error', async ({ page }) => {
  await page.goto('/about/no-such-page');
  await expect(page).toHaveURL(/\/error$/);
  await page.goto('/upsc/no-such-page');
  await expect(page).toHaveURL(/\/error$/);
});
