import { expect, test } from '@/test-support/e2e/test';
import { expectHostileHtmlNeutralised, prepareLibraryPage, upstreamApi, gotoInteractive } from '@/test-support/e2e/library';
import { HINDI, TEXT_EDGE, withUpstreamDefaults } from '@/test-support/e2e/library-upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

withUpstreamDefaults();
test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('questions and options show their text literally, Hindi included', async ({ page }) => {
  await gotoInteractive(page, '/mcq');
  const groups = page.getByRole('radiogroup');
  await expect(groups).toHaveCount(10);
  await expect(groups.first()).toHaveAccessibleName(`Fake MCQ ${TEXT_EDGE}: which is true?`);
  await expect(groups.nth(1)).toHaveAccessibleName(`Fake MCQ ${HINDI}?`);
  await expect(groups.first().getByRole('radio', { name: /Fake option B <b>/ })).toBeVisible();
  await expect(groups.first().getByRole('radio', { name: /Fake option C & D/ })).toBeVisible();
  await expect(groups.first().getByRole('radio', { name: /विकल्प घ/ })).toBeVisible();
  await expect(page.locator('main b')).toHaveCount(0);
});

test('an answer shows the hostile explanation sanitised, and More brings the last questions', async ({ page }) => {
  const first = (await upstreamApi('/mcq')).data[0];
  await gotoInteractive(page, '/mcq');
  const right = Number(first?.correctoption);
  await page
    .getByRole('radiogroup')
    .first()
    .getByRole('radio')
    .nth(right - 1)
    .click();
  const card = page.getByRole('radiogroup').first().locator('xpath=ancestor::article[1]');
  await expect(card.getByText('Correct!')).toBeVisible();
  await expect(card.getByText('Fake hostile block ends here.')).toBeVisible();
  await expectHostileHtmlNeutralised(page);
  await expect(page.getByText('1 correct of 1 answered', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'More questions' }).click();
  await expect(page.getByRole('radiogroup')).toHaveCount(12);
  await expect(page.getByRole('link', { name: 'More questions' })).toHaveCount(0);
});
