import { expect, test } from '@/test-support/e2e/test';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';
import {
  expectHostileHtmlNeutralised,
  expectNoHorizontalScroll,
  expectSingleH1,
  prepareLibraryPage,
  upstreamApi,
  gotoInteractive,
} from '@/test-support/e2e/library';
import { HINDI, LONG_TITLE, MISSING_SLUG, TEXT_EDGE, withUpstreamDefaults } from '@/test-support/e2e/library-upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

withUpstreamDefaults();
test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('magazines: every issue with VIEW DETAILS to its file in a new tab; a missing cover keeps its box', async ({ page }) => {
  for (const [path, api, count] of [
    ['/magazine', '/magazine', 3],
    ['/weekly-magazine', '/weeklymagazine', 4],
    ['/appsc-magazine', '/appscMagazine', 2],
  ] as const) {
    const issues = (await upstreamApi(api)).data;
    await page.goto(path);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(count);
    await expect(cards.nth(1).getByRole('heading')).toContainText(HINDI);
    const link = cards.first().getByRole('link', { name: /^VIEW DETAILS/ });
    await expect(link).toHaveAttribute('href', String(issues[0]?.fileurl));
    await expect(link).toHaveAttribute('target', '_blank');
    // Issue 2 has no cover: a placeholder of the same size stands in, with the institute's lamp.
    const placeholder = cards.nth(1).locator('span[aria-hidden="true"]').first();
    await expect(placeholder.locator('svg')).toBeVisible();
    const box = await placeholder.boundingBox();
    const coverBox = await cards.first().locator('img').boundingBox();
    expect(box && coverBox && Math.abs(box.height - coverBox.height)).toBeLessThan(2);
  }
});

test('books with missing fields still read well', async ({ page }) => {
  await page.goto('/books');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByText('₹450')).toBeVisible();
  await expect(cards.first().getByRole('link', { name: /^Buy now/ })).toHaveAttribute('href', 'https://www.example.com/fake-buy-polity');
  await expect(cards.nth(1).getByRole('heading')).toHaveText(`Fake Book ${HINDI}`);
  await expect(cards.nth(2).getByRole('heading')).toHaveText(`Fake Book ${TEXT_EDGE}`);
  await expect(cards.nth(2).getByText('₹0')).toHaveCount(0);
  await expect(cards.nth(3).getByText('Available at our centres')).toBeVisible();
});

test('essays: the hostile one is neutralised, the long one fits', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/general-essay');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(1).getByRole('heading')).toHaveText(`Fake Essay ${HINDI}`);
  await expect(cards.nth(2).getByRole('heading')).toHaveText(`Fake Essay ${LONG_TITLE}`);
  await cards.nth(1).getByText('Read the full essay').click();
  await expect(cards.nth(1).getByRole('heading', { name: 'Fake Good Heading' })).toBeVisible();
  await expectHostileHtmlNeutralised(page);
  await expectNoHorizontalScroll(page);
});

test('explorations: list and details with hostile HTML, Hindi, a long title and a 404', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  await page.goto('/exploration');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('main').getByText(TEXT_EDGE, { exact: true })).toBeVisible();

  const raw = await openWithoutJavaScript(browser, `${baseURL}/explore/fake-explore-hostile-html`);
  await expect(raw.locator('h1')).toHaveText('Fake Exploration Hostile HTML');
  await expect(raw.getByText('Fake hostile block ends here.')).toBeVisible();
  await raw.context().close();
  await page.goto('/explore/fake-explore-hostile-html');
  await expectHostileHtmlNeutralised(page);

  await page.goto('/explore/fake-explore-hindi');
  await expectSingleH1(page, `Fake Exploration ${HINDI}`);
  await page.goto('/explore/fake-explore-long-title');
  await expectSingleH1(page, `Fake Exploration ${LONG_TITLE}`);
  await expectNoHorizontalScroll(page);
  await page.goto(`/explore/${MISSING_SLUG}`, { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/error$/);
});

test('interview guidance: sections sanitised, the panel with missing fields', async ({ page }) => {
  await page.goto('/interview-guidance-program');
  await expect(page.getByRole('heading', { level: 2, name: 'Fake Interview Section One' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Fake Interview ${TEXT_EDGE}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Fake Interview ${HINDI}` })).toBeVisible();
  await expectHostileHtmlNeutralised(page);
  const panel = page.getByRole('region', { name: 'Our Interview Panel' });
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['Fake Panelist Retired IAS', 'फ़ेक पैनलिस्ट', 'Fake Panelist Three']);
});

test('monthly digests: June 2025 is chosen and says when a month has no digest', async ({ page }) => {
  await gotoInteractive(page, '/current-affairs');
  await expect(page.getByRole('group', { name: 'Month' }).getByRole('button', { name: 'June 2025' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('No digest for June 2025 yet.')).toBeVisible();
});
