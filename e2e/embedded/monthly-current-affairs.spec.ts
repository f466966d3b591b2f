import { expect, test } from '@/test-support/e2e/test';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';
import {
  asServed,
  embeddedApi,
  expectNoHorizontalScroll,
  expectSingleH1,
  gotoInteractive,
  prepareLibraryPage,
  text,
} from '@/test-support/e2e/library';

const MONTHS = ['March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].map((m) => `${m} 2025`);

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('the month list runs March to December 2025 with June 2025 chosen, in the server HTML', async ({ browser, baseURL, request }) => {
  const june = (await embeddedApi(request, '/currentaffairs')).data.find((d) => d.month === '2025-06');
  const page = await openWithoutJavaScript(browser, `${baseURL}/current-affairs`);
  await expectSingleH1(page, 'Monthly Current Affairs');
  const months = page.getByRole('group', { name: 'Month' }).getByRole('button');
  await expect(months).toHaveText(MONTHS);
  await expect(months.filter({ hasText: 'June 2025' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'June 2025', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: text(june, 'title') })).toBeVisible();
  await page.context().close();
});

test('choosing a month shows its digest, whose PDF opens in a new tab', async ({ page, request, baseURL }) => {
  const march = (await embeddedApi(request, '/currentaffairs')).data.find((d) => d.month === '2025-03');
  await gotoInteractive(page, '/current-affairs');
  await page.getByRole('group', { name: 'Month' }).getByRole('button', { name: 'March 2025' }).click();
  await expect(page.getByRole('group', { name: 'Month' }).getByRole('button', { name: 'March 2025' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { name: text(march, 'title') })).toBeVisible();
  const pdf = page.getByRole('link', { name: /^Download PDF/ });
  await expect(pdf).toHaveAttribute('href', asServed(text(march, 'fileurl'), baseURL));
  await expect(pdf).toHaveAttribute('target', '_blank');
  await expect(pdf).toHaveAttribute('rel', /noopener/);
  await expectNoHorizontalScroll(page);
});
