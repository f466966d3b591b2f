import { expect, test } from '@/test-support/e2e/test';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';
import {
  embeddedApi,
  expectNoHorizontalScroll,
  expectSingleH1,
  prepareLibraryPage,
  text,
  gotoInteractive,
} from '@/test-support/e2e/library';

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('the category filter comes from the API and the newest videos are in the server HTML', async ({ browser, baseURL, request }) => {
  const [categories, videos] = await Promise.all([embeddedApi(request, '/videocategory'), embeddedApi(request, '/video/0/12')]);
  const page = await openWithoutJavaScript(browser, `${baseURL}/videos`);
  await expectSingleH1(page, 'Videos');
  const filter = page.getByRole('group', { name: 'Video categories' });
  await expect(filter.getByRole('button')).toHaveText(['All videos', ...categories.data.map((c) => text(c, 'categoryname'))]);
  await expect(filter.getByRole('button', { name: 'All videos' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(videos.data.length);
  for (const v of videos.data.slice(0, 3)) await expect(page.getByRole('heading', { name: text(v, 'title'), exact: true })).toBeVisible();
  await page.context().close();
});

test('no third-party player loads until the visitor asks to play', async ({ page, request }) => {
  const first = (await embeddedApi(request, '/video/0/12')).data[0];
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (/youtube|ytimg|googlevideo/.test(r.url())) thirdParty.push(r.url());
  });
  await gotoInteractive(page, '/videos');
  await page.waitForLoadState('load');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(thirdParty).toEqual([]);

  await page.getByRole('button', { name: `Play video: ${text(first, 'title')}` }).click();
  const frame = page.locator('main iframe');
  await expect(frame).toHaveCount(1);
  const id = new URL(text(first, 'videourl')).searchParams.get('v');
  await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`);
  await expect(frame).toHaveAttribute('title', text(first, 'title'));
  // The player takes the picture's 16:9 box: nothing moves.
  const box = await frame.boundingBox();
  expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
});

test('choosing a category and a date range shows those videos; More asks for more', async ({ page, request }) => {
  test.setTimeout(60_000);
  const categories = (await embeddedApi(request, '/videocategory')).data;
  const category = categories[5]!;
  const inCategory = await embeddedApi(request, `/video/${category.ID}/12`);
  await gotoInteractive(page, '/videos');
  await page
    .getByRole('group', { name: 'Video categories' })
    .getByRole('button', { name: text(category, 'categoryname'), exact: true })
    .click();
  await expect(
    page.getByRole('group', { name: 'Video categories' }).getByRole('button', { name: text(category, 'categoryname'), exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(inCategory.data.length);
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(text(inCategory.data[0], 'title'));

  const all = await embeddedApi(request, '/video/0');
  const from = text(all.data[6], 'date');
  const to = text(all.data[2], 'date');
  const ranged = await embeddedApi(request, `/video/0/${from}/${to}/12`);
  await page.getByRole('group', { name: 'Video categories' }).getByRole('button', { name: 'All videos' }).click();
  const filter = page.getByRole('form', { name: 'Filter videos by date' });
  await filter.getByLabel('From').fill(from);
  await filter.getByLabel('To').fill(to);
  await filter.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(ranged.data.length);
  await filter.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);

  await page.getByRole('button', { name: 'More videos' }).click();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(24, all.data.length));
  await expectNoHorizontalScroll(page);
});
