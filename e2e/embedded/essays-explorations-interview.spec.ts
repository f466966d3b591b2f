import { expect, test } from '@/test-support/e2e/test';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';
import {
  embeddedApi,
  expectNoHorizontalScroll,
  expectSingleH1,
  formatDate,
  literal,
  prepareLibraryPage,
  text,
} from '@/test-support/e2e/library';

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('/general-essay: every essay with its date and reading time, the full text behind a disclosure', async ({ page, request }) => {
  const essays = (await embeddedApi(request, '/generalessay')).data;
  await page.goto('/general-essay');
  await expectSingleH1(page, 'General Essay');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(essays.length);
  const first = cards.first();
  await expect(first.getByRole('heading', { name: text(essays[0], 'title') })).toBeVisible();
  await expect(first.getByText(formatDate(text(essays[0], 'date')))).toBeVisible();
  await expect(first.getByText(/\d+ min read/)).toBeVisible();
  const lastText = [...text(essays[0], 'content').matchAll(/>([^<]{30,})</g)].at(-1)?.[1] ?? '';
  const tail = first.getByText(lastText.slice(0, 30));
  await expect(tail).toBeHidden();
  await first.getByText('Read the full essay').click();
  await expect(tail).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('/exploration lists every exploration; each page holds its full body in the server HTML', async ({ browser, baseURL, request }) => {
  const items = (await embeddedApi(request, '/exploration')).data;
  const list = await openWithoutJavaScript(browser, `${baseURL}/exploration`);
  await expectSingleH1(list, 'Exploration');
  await expect(list.getByRole('main').getByRole('article')).toHaveCount(items.length);
  await expect(list.getByRole('main').getByRole('link', { name: text(items[0], 'title'), exact: true })).toHaveAttribute(
    'href',
    `/explore/${text(items[0], 'exploreurl')}`,
  );
  await list.context().close();

  const item = (await embeddedApi(request, `/explore/${text(items[1], 'exploreurl')}`)).data[0];
  const page = await openWithoutJavaScript(browser, `${baseURL}/explore/${text(item, 'exploreurl')}`);
  await expectSingleH1(page, text(item, 'title'));
  await expect(page).toHaveTitle(literal(text(item, 'metatitle') || text(item, 'title')));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Exploration' })).toHaveAttribute(
    'href',
    '/exploration',
  );
  const lastText = [...text(item, 'content').matchAll(/>([^<]{30,})</g)].at(-1)?.[1] ?? '';
  await expect(page.getByRole('article').getByText(lastText.slice(0, 30)).first()).toBeVisible();
  await page.context().close();
});

test('an exploration the API does not know ends on /error', async ({ page }) => {
  await page.goto('/explore/no-such-exploration');
  await expect(page).toHaveURL(/\/error$/);
});

test('/interview-guidance-program: the programme’s content and the panel', async ({ browser, baseURL, request }) => {
  const [sections, panel] = await Promise.all([embeddedApi(request, '/interviewcontent'), embeddedApi(request, '/interviewpanel')]);
  const page = await openWithoutJavaScript(browser, `${baseURL}/interview-guidance-program`);
  await expectSingleH1(page, 'Interview Guidance Program');
  for (const s of sections.data) await expect(page.getByRole('heading', { level: 2, name: text(s, 'title'), exact: true })).toBeVisible();
  const panelRegion = page.getByRole('region', { name: 'Our Interview Panel' });
  for (const p of panel.data) {
    await expect(panelRegion.getByRole('heading', { name: text(p, 'name') })).toBeVisible();
    await expect(panelRegion.getByText(text(p, 'designation')).first()).toBeVisible();
  }
  await page.context().close();
});

test('content pages fit the screen', { tag: '@responsive' }, async ({ page }) => {
  for (const path of ['/exploration', '/interview-guidance-program', '/books', '/magazine']) {
    await page.goto(path);
    await expectNoHorizontalScroll(page);
  }
});
