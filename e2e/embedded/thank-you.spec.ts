import { expect, test, type Page } from '@/test-support/e2e/test';
import { prepareLibraryPage } from '@/test-support/e2e/library';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';

const push = (page: Page, path: string) =>
  page.evaluate((p) => (window as unknown as { next: { router: { push: (p: string) => void } } }).next.router.push(p), path);

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('the thank-you texts are in the server HTML, and /thanks says when no previous page is stored', async ({ browser, baseURL }) => {
  for (const path of ['/thank-you', '/thanks']) {
    const page = await openWithoutJavaScript(browser, `${baseURL}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You, We will call you shortly!!');
    await expect(page.getByText('Request Submitted Successfully.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
    if (path === '/thanks') await expect(page.getByText('No previous page stored')).toBeVisible();
    await page.context().close();
  }
});

test('a full page load of either thank-you page goes to /, whose head is then the home page’s alone', async ({ page, baseURL }) => {
  for (const path of ['/thank-you', '/thanks']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${baseURL}/`, { timeout: 15_000 }); // after hydration
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Thank You/);
    // The router's replace left the thank-you page's title, canonical and noindex beside the home page's.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}`);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  }
});

test('reached inside the site, /thank-you stays and /thanks shows the previous page', async ({ page, baseURL }) => {
  await page.goto('/faq');
  await push(page, '/thank-you');
  await expect(page.getByRole('heading', { name: 'Thank You, We will call you shortly!!' })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/thank-you`);

  await page.goto('/course');
  await push(page, '/thanks');
  await expect(page.getByText('Request Submitted Successfully.')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/thanks`);
  await expect(page.getByRole('link', { name: `${baseURL}/course` })).toHaveAttribute('href', '/course');
  await page.getByRole('link', { name: 'Back to Homepage' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});
