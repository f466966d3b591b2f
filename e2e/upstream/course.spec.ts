import { expect, test } from '@/test-support/e2e/test';
import { expectHostileHtmlNeutralised, expectNoHorizontalScroll, expectSingleH1, prepareLibraryPage } from '@/test-support/e2e/library';
import { type CourseDetailAnswer, upstream } from '@/test-support/e2e/institute';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';
import { resetUpstream } from '@/test-support/e2e/upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

/** The fake upstream's course slugs (test-support/fake-upstream/fixtures.mjs, MARKERS). */
const MARKERS = {
  course: { slug: 'fake-upstream-gs-foundation', name: 'Fake Upstream GS Foundation' },
  hindiCourse: { slug: 'fake-upstream-hindi-gs' },
  longTitleCourse: { slug: 'fake-upstream-long-title-course' },
  courseWithoutPackages: { slug: 'fake-upstream-csat-no-packages', name: 'Fake Upstream CSAT No Packages' },
  courseWithEmptyBatches: { slug: 'fake-upstream-optional-empty-batches' },
  courseBatchesOnlyInPune: { slug: 'fake-upstream-gs-module-ethics' },
  testSeries: { slug: 'fake-upstream-prelims-test-series', name: 'Fake Upstream Prelims Test Series' },
  testSeriesWithoutPackages: { slug: 'fake-upstream-mains-test-series' },
  missingSlug: 'fake-upstream-does-not-exist',
};
const HINDI_TEXT = 'भारतीय संविधान की “प्रस्तावना” — फ़ेक हिंदी लेख 🇮🇳📚';
const TEXT_EDGE = 'Fake <b>not bold</b> & < text';

test.beforeEach(async ({ page }) => {
  await resetUpstream();
  await prepareLibraryPage(page);
});
test.afterAll(async () => {
  await resetUpstream();
});

const card = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: 'Course summary' });

test('a full course from the upstream: banner, tabs, sidebar, packages, batches; hostile HTML neutralised', async ({ page }) => {
  const { course, batches } = await upstream<CourseDetailAnswer>(`/course-details/${MARKERS.course.slug}`);
  await page.goto(`/course-details/${MARKERS.course.slug}`);
  await expectSingleH1(page, MARKERS.course.name);
  await expect(page.getByRole('list', { name: 'Branches' }).getByRole('listitem')).toHaveText(course.branchNames);
  await expect(card(page).locator('dd')).toHaveText(['12 Months', String(course.totalBatch), '3', 'Download']);
  await page.getByRole('tab', { name: 'Fee Details' }).click();
  const fees = page.getByRole('tabpanel', { name: 'Fee Details' });
  await expect(fees.getByRole('row', { name: /Classroom Programme/ })).toContainText('₹1,45,000');
  await expect(page.locator('#batches').getByRole('tabpanel', { name: 'All' }).getByRole('heading', { level: 3 })).toHaveText(
    batches.map((b) => b.batchname),
  );
  await expectHostileHtmlNeutralised(page);
});

test("a course with no packages: no batches, 'No link', batches 0, branches 0, and a missing picture", async ({ browser, baseURL }) => {
  const page = await openWithoutJavaScript(browser, `${baseURL}/course-details/${MARKERS.courseWithoutPackages.slug}`);
  await expectSingleH1(page, MARKERS.courseWithoutPackages.name);
  await expect(page.getByRole('list', { name: 'Branches' })).toHaveCount(0);
  await expect(card(page).locator('dd')).toHaveText(['3 Months', '0', '0', 'No link']);
  await expect(card(page).locator('img')).toHaveCount(0);
  await expect(page.locator('#batches')).toContainText('No batches are scheduled for this course yet.');
  await expect(page.locator('#batches').getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('tabpanel', { name: 'Fee Details', includeHidden: true })).toContainText(
    'Fees for this course are shared on enquiry',
  );
  await expect(page.getByRole('tabpanel', { name: 'Syllabus', includeHidden: true })).toContainText(
    'Details for this section will be published soon.',
  );
  await page.context().close();
});

test('a package whose batch list is empty still shows its fee, and the picker says there are no batches', async ({ page }) => {
  await page.goto(`/course-details/${MARKERS.courseWithEmptyBatches.slug}`);
  await expect(card(page).locator('dd').nth(1)).toHaveText('0');
  await expect(page.locator('#batches')).toContainText('No batches are scheduled for this course yet.');
  await page.getByRole('tab', { name: 'Fee Details' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Fee Details' }).getByRole('row', { name: /Sociology Optional/ })).toContainText(
    '₹55,000',
  );
});

test('batches only in Pune: every branch of the course has a tab, only Pune lists a batch', async ({ page }) => {
  const { batches } = await upstream<CourseDetailAnswer>(`/course-details/${MARKERS.courseBatchesOnlyInPune.slug}`);
  await page.goto(`/course-details/${MARKERS.courseBatchesOnlyInPune.slug}`);
  const picker = page.locator('#batches');
  await expect(picker.getByRole('tab')).toHaveText(['All', 'Old Rajinder Nagar', 'Mukherjee Nagar', 'Pune', 'Hyderabad']);
  await picker.getByRole('tab', { name: 'Pune' }).click();
  await expect(picker.getByRole('tabpanel', { name: 'Pune' }).getByRole('heading', { level: 3 })).toHaveText(
    batches.map((b) => b.batchname),
  );
  await picker.getByRole('tab', { name: 'Hyderabad' }).click();
  await expect(picker.getByRole('tabpanel', { name: 'Hyderabad' })).toContainText('No batches are scheduled at Hyderabad yet.');
});

test(
  "a long title and missing fields: defaults '0' and 'No link', nothing wider than the screen",
  { tag: '@responsive' },
  async ({ page }) => {
    const { course } = await upstream<CourseDetailAnswer>(`/course-details/${MARKERS.longTitleCourse.slug}`);
    const LONG_TITLE = course.coursename;
    expect(LONG_TITLE.length).toBeGreaterThan(200);
    await page.goto(`/course-details/${MARKERS.longTitleCourse.slug}`);
    await expectSingleH1(page, LONG_TITLE);
    await expect(card(page).locator('dd').first()).toHaveText('0');
    await expect(card(page).locator('dd').last()).toHaveText('No link');
    await expect(page).toHaveTitle(new RegExp(LONG_TITLE.slice(0, 40)));
    await expectNoHorizontalScroll(page);
  },
);

test('Hindi course: Devanagari name and text', async ({ page }) => {
  const { course } = await upstream<CourseDetailAnswer>(`/course-details/${MARKERS.hindiCourse.slug}`);
  await page.goto(`/course-details/${MARKERS.hindiCourse.slug}`);
  await expectSingleH1(page, course.coursename);
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toContainText(HINDI_TEXT);
  await expect(card(page).locator('dd').first()).toHaveText('24 महीने');
});

test('test series pages, with a literal text-edge name', async ({ page }) => {
  await page.goto(`/test-series/${MARKERS.testSeries.slug}`);
  await expectSingleH1(page, MARKERS.testSeries.name);
  await expectHostileHtmlNeutralised(page);
  await page.goto(`/test-series/${MARKERS.testSeriesWithoutPackages.slug}`);
  await expectSingleH1(page, `Fake Upstream Mains Test Series ${TEXT_EDGE}`);
  await expect(page.locator('h1 b')).toHaveCount(0);
});

test('an unknown slug (upstream 404) ends on /error', async ({ page }) => {
  await page.goto(`/course-details/${MARKERS.missingSlug}`);
  await expect(page).toHaveURL(/\/error$/);
  await page.goto(`/test-series/${MARKERS.missingSlug}`);
  await expect(page).toHaveURL(/\/error$/);
  await page.goto(`/Course-details/${MARKERS.missingSlug}`);
  await expect(page).toHaveURL(/\/error$/);
});
