import { expect, test } from '@/test-support/e2e/test';
import { expectHostileHtmlNeutralised, expectSingleH1, prepareLibraryPage } from '@/test-support/e2e/library';
import { resetUpstream } from '@/test-support/e2e/upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

test.beforeEach(async ({ page }) => {
  await resetUpstream();
  await prepareLibraryPage(page);
});

test('about pages: hostile HTML neutralised, Hindi title, missing picture', async ({ page }) => {
  await page.goto('/about/fake-upstream-about-us');
  await expectSingleH1(page, 'Fake Upstream About Us');
  // The CMS's metatitle exactly; without one, the page's own title and the site name.
  await expect(page).toHaveTitle('Fake About Meta');
  await expectHostileHtmlNeutralised(page);
  await page.goto('/about/fake-upstream-our-team');
  await expectSingleH1(page, /^Fake Our Team भारतीय/);
  await expect(page).toHaveTitle(/^Fake Our Team भारतीय.* \| Sankalp IAS Academy$/);
  await expect(page.locator('main article img')).toHaveCount(0);
});

test('the policy routes read /upsc/{same name}; the referral policy keeps its spelling', async ({ page }) => {
  test.slow(); // five pages
  for (const [path, title] of [
    ['/privacy-policy', 'Fake Privacy Policy'],
    ['/refund-policy', 'Fake Refund Policy'],
    ['/terms-and-conditions', 'Fake Terms And Conditions'],
    ['/upsc/referal-policy', 'Fake Referral Policy'],
  ]) {
    await page.goto(path!);
    await expectSingleH1(page, title!);
  }
  await page.goto('/upsc/fake-upstream-hostile-page');
  await expectSingleH1(page, 'Fake Hostile Page Fake <b>not bold</b> & < text');
  await expectHostileHtmlNeutralised(page);
});

test('an unknown about or policy page ends on /error', async ({ page }) => {
  await page.goto('/about/fake-upstream-does-not-exist');
  await expect(page).toHaveURL(/\/error$/);
  await page.goto('/upsc/fake-upstream-does-not-exist');
  await expect(page).toHaveURL(/\/error$/);
});
