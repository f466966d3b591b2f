import { expect, test } from '@/test-support/e2e/test';
import { prepareLibraryPage } from '@/test-support/e2e/library';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';
import { refreshSite, resetUpstream, setUpstream } from '@/test-support/e2e/upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

test.beforeEach(async ({ page }) => {
  await resetUpstream();
  await prepareLibraryPage(page);
});
test.afterAll(async ({ baseURL }) => {
  await resetUpstream();
  await refreshSite(String(baseURL));
});

test('string flags: About and courses on ("1", 1), block 3 hidden ("1"), block 4 empty, dividers where bgcolor is 1', async ({
  browser,
  baseURL,
}) => {
  await refreshSite(String(baseURL));
  const page = await openWithoutJavaScript(browser, `${baseURL}/`);
  await expect(page).toHaveTitle('Fake Upstream Home Title');
  await expect(page.locator('#about')).toContainText('Fake Upstream About The Institute');
  await expect(page.locator('#courses')).toContainText('Fake Upstream GS Foundation');
  await expect(page.locator('[data-block]')).toHaveCount(2);
  await expect(page.locator('[data-block="1"]')).toHaveAttribute('data-divider', 'diagonal');
  await expect(page.locator('[data-block="2"]')).not.toHaveAttribute('data-divider');
  await expect(page.getByText('Fake Block Three Hidden')).toHaveCount(0);
  const slides = page.locator('#testimonials .swiper-slide');
  await expect(slides).toHaveCount(4);
  await expect(slides.getByText('Fake Topper <Three>', { exact: true })).toBeAttached();
  await page.context().close();
});

test('flags off: no About, no course section, no blocks (hide flags 1, "1", 2 and "x"); View More Courses still leads to /course', async ({
  page,
  baseURL,
}) => {
  await setUpstream({ scenario: 'flags-off' });
  await refreshSite(String(baseURL));
  await page.goto('/');
  await expect(page.locator('#about')).toHaveCount(0);
  await expect(page.locator('#courses')).toHaveCount(0);
  await expect(page.locator('[data-block]')).toHaveCount(0);
  await expect(page.getByText('Fake Block Three Hidden')).toHaveCount(0);
  await page.getByRole('link', { name: 'View More Courses' }).click();
  await expect(page).toHaveURL(`${baseURL}/course`);
  await resetUpstream();
  await refreshSite(String(baseURL));
});
