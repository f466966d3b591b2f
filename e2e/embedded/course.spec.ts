import type { Locator } from '@playwright/test';
import { expect, test } from '@/test-support/e2e/test';
import { asServed, expectNoHorizontalScroll, expectSingleH1, literal, prepareLibraryPage } from '@/test-support/e2e/library';
import { type CourseDetailAnswer, embedded, type Item, scrollY, textOf } from '@/test-support/e2e/institute';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';

const SLUG = 'gs-foundation-1-year';
const TABS = ['Overview', 'Test Schedule', 'Features', 'Syllabus', "What You'll Learn", 'Faculty', 'Fee Details'];

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('the server HTML holds the whole course: banner, every tab panel, the sidebar card and every batch', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow(); // many checks on a long page
  const { course, packages, faculty, batches } = await embedded<CourseDetailAnswer>(request, `/course-details/${SLUG}`);
  const page = await openWithoutJavaScript(browser, `${baseURL}/course-details/${SLUG}`);

  await expectSingleH1(page, course.coursename);
  const branchList = page.getByRole('list', { name: 'Branches' });
  await expect(branchList.getByRole('listitem')).toHaveText(course.branchNames);
  await expect(page.getByRole('tablist', { name: 'Course details' }).getByRole('tab')).toHaveText(TABS);
  await expect(page.getByRole('button', { name: 'BUY NOW' })).toBeVisible();

  // every panel is in the HTML (crawlers read the whole course); only Overview is shown
  await expect(page.locator('[role=tabpanel]:not(#batches *)')).toHaveCount(TABS.length);
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();
  for (const field of ['details', 'testschedule', 'features', 'syllabus', 'learnit']) {
    await expect(page.getByText(textOf(course[field])).first(), field).toBeAttached();
  }
  for (const person of faculty) await expect(page.getByText(person.name, { exact: true }).first()).toBeAttached();
  for (const p of packages) await expect(page.getByRole('rowheader', { name: p.packagename, includeHidden: true })).toBeAttached();

  const card = page.getByRole('complementary', { name: 'Course summary' });
  await expect(card.getByText(course.coursename, { exact: true })).toBeVisible();
  await expect(card.locator('dt')).toHaveText(['Duration', 'Batches', 'Branches', 'Brochure']);
  await expect(card.locator('dd')).toHaveText([
    String(course.duration),
    String(course.totalBatch),
    String(course.branchNames.length),
    'Download',
  ]);
  await expect(card.getByRole('link', { name: 'Download' })).toHaveAttribute('href', asServed(String(course.brochure1), baseURL));

  await expect(page.getByText('Popular Batch', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pick A Batch To Get Started' })).toBeVisible();
  for (const b of batches) await expect(page.getByRole('heading', { level: 3, name: b.batchname }).first()).toBeAttached();
  await page.context().close();
});

test('tabs switch panels, each click scrolls smoothly to the top, keys move between tabs', { tag: '@responsive' }, async ({ page }) => {
  await page.goto(`/course-details/${SLUG}`);
  const syllabus = page.getByRole('tab', { name: 'Syllabus' });
  await page.evaluate(() => window.scrollTo(0, 700));
  await syllabus.click();
  await expect(syllabus).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Syllabus' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeHidden();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 500));
  await page.getByRole('tab', { name: 'Fee Details' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Fee Details' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.getByRole('tab', { name: 'Fee Details' }).press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Faculty' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Faculty' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('BUY NOW opens the enquiry modal and leaves the active tab as it was', { tag: '@responsive' }, async ({ page, request }) => {
  const [details] = await embedded<Item[]>(request, '/webdetails');
  await page.goto(`/course-details/${SLUG}`);
  await page.getByRole('tab', { name: "What You'll Learn" }).click();
  await page.getByRole('button', { name: 'BUY NOW' }).click();
  const dialog = page.getByRole('dialog', { name: String(details?.header2) });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: "What You'll Learn" })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'BUY NOW' })).toHaveCount(0);
});

test(
  'the enquiry modal closes on a tap on the dimmed page around it, not on one inside it',
  { tag: '@responsive' },
  async ({ page, request }) => {
    const [details] = await embedded<Item[]>(request, '/webdetails');
    await page.goto(`/course-details/${SLUG}`);
    await page.getByRole('button', { name: 'BUY NOW' }).click();
    const dialog = page.getByRole('dialog', { name: String(details?.header2) });
    await dialog.getByRole('heading', { name: String(details?.header2) }).click();
    await expect(dialog).toBeVisible();
    // Beside the dialog, not above it: the dialog grows and rises as its form's parts load, but its
    // width is fixed (at most the screen less 1rem each side), so the screen's left edge stays outside.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThan(8);
    await page.mouse.click(4, box.y + box.height / 2);
    await expect(dialog).toBeHidden();
  },
);

test("'View Batches' leads to the batch picker, whose branch tabs filter the batches by branchid", async ({ page, request }) => {
  const { batches, branchdata } = await embedded<CourseDetailAnswer>(request, `/course-details/${SLUG}`);
  await page.goto(`/course-details/${SLUG}`);
  await page.getByRole('link', { name: 'View Batches' }).click();
  await expect(page).toHaveURL(/#batches$/);
  const section = page.locator('#batches');
  await expect(section.getByRole('heading', { name: 'Pick A Batch To Get Started' })).toBeInViewport();

  const picker = section.getByRole('tablist', { name: 'Batches by branch' });
  const offered = branchdata.filter((b) => b.ID !== 0);
  await expect(picker.getByRole('tab')).toHaveText(['All', ...offered.map((b) => b.branchname)]);
  await expect(section.getByRole('tabpanel', { name: 'All' }).getByRole('heading', { level: 3 })).toHaveText(
    batches.map((b) => b.batchname),
  );

  for (const branch of offered) {
    await picker.getByRole('tab', { name: branch.branchname, exact: true }).click();
    const panel = section.getByRole('tabpanel', { name: branch.branchname, exact: true });
    const expected = batches.filter((b) => b.branchid === branch.ID).map((b) => b.batchname);
    if (expected.length > 0) await expect(panel.getByRole('heading', { level: 3 })).toHaveText(expected);
    else await expect(panel).toContainText('No batches are scheduled');
  }
});

test('/Course-details/{url} redirects to the one canonical /course-details/{url}; metadata from the course', async ({
  page,
  request,
  baseURL,
}) => {
  const { course } = await embedded<CourseDetailAnswer>(request, `/course-details/${SLUG}`);
  const response = await page.goto(`/Course-details/${SLUG}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${baseURL}/course-details/${SLUG}`);
  await expect(page).toHaveTitle(literal(String(course.metatitle)));
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}/course-details/${SLUG}`);
  await expect(page.locator('meta[name=description]')).toHaveAttribute('content', String(course.metadescription));
  await expect(page.locator('meta[name=keywords]')).toHaveAttribute(
    'content',
    String(course.keywords)
      .split(',')
      .map((k) => k.trim())
      .join(','),
  );
});

test('a test series has its own page and canonical URL', async ({ page, request, baseURL }) => {
  const courses = await embedded<(Item & { courseurl: string; coursename: string; coursetype: string })[]>(request, '/course');
  const series = courses.find((c) => c.coursetype === 'testseries');
  await page.goto(`/test-series/${series?.courseurl}`);
  await expectSingleH1(page, String(series?.coursename));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Test Series' })).toHaveAttribute(
    'href',
    '/testseries',
  );
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}/test-series/${series?.courseurl}`);
  await expect(page.getByRole('tab', { name: 'Test Schedule' })).toBeVisible();
});

test('a course the API does not know ends on /error', async ({ page }) => {
  await page.goto('/course-details/no-such-course-anywhere');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry! Page Not Found');
  await page.goto('/test-series/no-such-series-anywhere');
  await expect(page).toHaveURL(/\/error$/);
});

/** How far each end of a sideways row fades out, in px (app/globals.css, .scroll-fade). */
const fades = (row: Locator) =>
  row.evaluate((el) => ['--fade-start', '--fade-end'].map((name) => parseFloat(getComputedStyle(el).getPropertyValue(name))));

test(
  'the phone layout: one column, tabs in a sideways row that fades where more tabs hide, no horizontal page scroll',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto(`/course-details/${SLUG}`);
    await expectNoHorizontalScroll(page);
    const tabs = page.getByRole('tablist', { name: 'Course details' });
    const box = await tabs.boundingBox();
    expect(box?.height ?? 999).toBeLessThan(70);
    // Fee Details is off screen at first: the row's end fades, its start (nothing before Overview) does not.
    expect(await fades(tabs)).toEqual([0, 32]);
    await page.getByRole('tab', { name: 'Fee Details' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Fee Details' })).toBeVisible();
    await expect.poll(() => fades(tabs)).toEqual([32, 0]);
    await expectNoHorizontalScroll(page);
  },
);

test('on a desktop the whole tab row shows, with no fade', async ({ page }) => {
  await page.goto(`/course-details/${SLUG}`);
  expect(await fades(page.getByRole('tablist', { name: 'Course details' }))).toEqual([0, 0]);
});

/** Whether a chip or tab shows whole in its sideways row, clear of the row's faded ends. */
const wholeInRow = (item: Locator) =>
  item.evaluate((el) => {
    const row = el.closest('[role="tablist"], ul')!;
    const [fadeStart, fadeEnd] = ['--fade-start', '--fade-end'].map(
      (name) => parseFloat(getComputedStyle(row).getPropertyValue(name)) || 0,
    );
    const bounds = row.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return box.left >= bounds.left + fadeStart! - 1 && box.right <= bounds.right - fadeEnd! + 1;
  });

test(
  'on a phone, a tab reached with the arrow keys and a chip reached with Tab show whole in their rows',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto(`/course-details/${SLUG}`);
    await page.getByRole('tab', { name: TABS[0] }).focus();
    for (const name of TABS.slice(1)) {
      await page.keyboard.press('ArrowRight');
      const tab = page.getByRole('tab', { name });
      await expect(tab).toBeFocused();
      await expect.poll(() => wholeInRow(tab), { message: name }).toBe(true);
    }

    await page.goto('/course');
    const chips = page.getByRole('navigation', { name: 'Course categories' }).getByRole('link');
    await chips.first().focus();
    for (let i = 1; i < (await chips.count()); i++) {
      await page.keyboard.press('Tab');
      await expect(chips.nth(i)).toBeFocused();
      await expect.poll(() => wholeInRow(chips.nth(i)), { message: (await chips.nth(i).textContent()) ?? '' }).toBe(true);
    }
  },
);
