import { expect, test } from '@/test-support/e2e/test';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';
import {
  embeddedApi,
  expectNoHorizontalScroll,
  expectSingleH1,
  literal,
  prepareLibraryPage,
  text,
  gotoInteractive,
} from '@/test-support/e2e/library';

const LETTERS = ['A', 'B', 'C', 'D'];

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('the questions and their four options are in the server HTML, with page links', async ({ browser, baseURL, request }) => {
  const first = await embeddedApi(request, '/mcq');
  const page = await openWithoutJavaScript(browser, `${baseURL}/mcq`);
  await expectSingleH1(page, 'UPSC MCQ Practice');
  const groups = page.getByRole('radiogroup');
  await expect(groups).toHaveCount(first.data.length);
  const q = first.data[0];
  await expect(groups.first()).toHaveAccessibleName(text(q, 'question'));
  for (const n of [1, 2, 3, 4]) await expect(groups.first().getByRole('radio', { name: literal(text(q, `option${n}`)) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'More questions' })).toHaveAttribute('href', '/mcq/page/2');
  await expect(page.getByRole('navigation', { name: 'Pages of questions' }).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'href',
    '/mcq/page/2',
  );
  await page.context().close();
});

test('choosing shows right or wrong and the explanation at once, and the score runs', { tag: '@responsive' }, async ({ page, request }) => {
  const [q1, q2] = (await embeddedApi(request, '/mcq')).data;
  await gotoInteractive(page, '/mcq');
  const groups = page.getByRole('radiogroup');
  const right = Number(q1?.correctoption);
  await groups
    .nth(0)
    .getByRole('radio')
    .nth(right - 1)
    .click();
  const card1 = groups.nth(0).locator('xpath=ancestor::article[1]');
  await expect(card1.getByText('Correct!')).toBeVisible();
  await expect(
    groups
      .nth(0)
      .getByRole('radio')
      .nth(right - 1),
  ).toHaveAttribute('aria-checked', 'true');
  const explanation = text(q1, 'explanation')
    .replace(/<[^>]+>/g, '')
    .slice(0, 40);
  await expect(card1.getByText(explanation, { exact: false })).toBeVisible();

  const correct2 = Number(q2?.correctoption);
  const wrong2 = correct2 === 1 ? 2 : 1;
  await groups
    .nth(1)
    .getByRole('radio')
    .nth(wrong2 - 1)
    .click();
  const card2 = groups.nth(1).locator('xpath=ancestor::article[1]');
  await expect(card2.getByText(`Incorrect. The right answer is ${LETTERS[correct2 - 1]}: ${text(q2, `option${correct2}`)}`)).toBeVisible();
  // The first choice is the answer: the other options are locked.
  await expect(
    groups
      .nth(1)
      .getByRole('radio')
      .nth(correct2 - 1),
  ).toHaveAttribute('aria-disabled', 'true');
  await groups
    .nth(1)
    .getByRole('radio')
    .nth(correct2 - 1)
    .click({ force: true });
  await expect(
    groups
      .nth(1)
      .getByRole('radio')
      .nth(wrong2 - 1),
  ).toHaveAttribute('aria-checked', 'true');

  await expect(page.getByText('1 correct of 2 answered', { exact: false })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('the quiz works by keyboard: arrows move, Enter chooses, feedback is announced', async ({ page, request }) => {
  const third = (await embeddedApi(request, '/mcq')).data[2];
  await gotoInteractive(page, '/mcq');
  const group = page.getByRole('radiogroup').nth(2);
  const radios = group.getByRole('radio');
  await radios.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeFocused();
  const card = group.locator('xpath=ancestor::article[1]');
  await expect(card.getByText(/Correct!|Incorrect/)).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(radios.nth(1)).toHaveAttribute('aria-checked', 'true');
  const verdict = Number(third?.correctoption) === 2 ? 'Correct!' : /^Incorrect\./;
  await expect(card.locator('[aria-live="polite"]')).toContainText(verdict);
  // Focus stays where it was, visibly.
  await expect(radios.nth(1)).toBeFocused();
  const outline = await radios.nth(1).evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
});

test('More appends the next questions; page 2 has its own address', async ({ page, request }) => {
  const second = await embeddedApi(request, '/mcq/2');
  await gotoInteractive(page, '/mcq');
  await page.getByRole('link', { name: 'More questions' }).click();
  await expect(page.getByRole('radiogroup')).toHaveCount(10 + second.data.length);
  await expect(page.getByRole('radiogroup').nth(10)).toHaveAccessibleName(text(second.data[0], 'question'));
  await gotoInteractive(page, '/mcq/page/2');
  await expect(page.getByRole('radiogroup').first()).toHaveAccessibleName(text(second.data[0], 'question'));
  await expect(page.getByText('Question 11', { exact: false })).toBeVisible();
  expect((await request.get('/mcq/page/0')).status()).toBe(404);
});
