import { expect, test } from '@/test-support/e2e/test';
import { prepareLibraryPage } from '@/test-support/e2e/library';

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('an unknown address answers 404 with the not-found page', async ({ page, baseURL }) => {
  test.slow();
  for (const path of ['/no-such-page', '/course-details', '/faq/extra']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry! Page Not Found');
    await expect(page.getByText('Please check the url once')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to Homepage' }).click();
  await expect(page).toHaveURL(`${baseURL}/`, { timeout: 15_000 });
});

test('/error is the page a missing detail ends on, and answers 404 so search engines drop the address', async ({ page }) => {
  const response = await page.goto('/error');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry! Page Not Found');
  await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
  // Hydrated, the tab keeps the page's own title, not the site's name alone.
  await expect(page).toHaveTitle(/^Page Not Found \| /);
});

test('an address with a broken percent-escape gets a 400 page that says so', async ({ page }) => {
  for (const path of ['/blog/%ZZ', '/%E0%A4', '/api/content/blogs/%C0%AE', '/article/%/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This address is not valid');
  }
  await page.getByRole('link', { name: 'Back to Homepage' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('This address is not valid');
});
