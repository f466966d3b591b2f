import { expect, test } from '@/test-support/e2e/test';
import { expectNoHorizontalScroll, expectSingleH1, prepareLibraryPage } from '@/test-support/e2e/library';
import { embedded, type Item } from '@/test-support/e2e/institute';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';

type Course = Item & { ID: number; coursename: string; coursetype: string; category: string; branchids: number[] };

const CATEGORIES = [
  'CSAT',
  '2 Years G.S Course',
  'Mains Mastery Course 2025',
  '1 Year G.S Course',
  'Optional Subject Course',
  'G.S Module Course',
];
const BRANCHES = ['All', 'Old Rajinder Nagar', 'Mukherjee Nagar', 'Pune', 'Hyderabad'];

const cardNames = (page: import('@playwright/test').Page) => page.locator('main ul li article h3');

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('/course in the server HTML: the six category tabs, the branch filter, every course', async ({ browser, baseURL, request }) => {
  const courses = (await embedded<Course[]>(request, '/course')).filter((c) => c.coursetype === 'course');
  const page = await openWithoutJavaScript(browser, `${baseURL}/course`);
  await expectSingleH1(page, 'Our Courses');
  const categories = page.getByRole('navigation', { name: 'Course categories' }).getByRole('link');
  await expect(categories).toHaveText(['All Courses', ...CATEGORIES, 'Test Series']);
  await expect(categories.first()).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Filter by branch' }).getByRole('link')).toHaveText(BRANCHES);
  await expect(cardNames(page)).toHaveText(courses.map((c) => c.coursename));
  await page.context().close();
});

test(
  'the category tab and the branch filter live in the path and filter the cards',
  { tag: '@responsive' },
  async ({ page, request, baseURL }) => {
    test.slow(); // five navigations
    const courses = (await embedded<Course[]>(request, '/course')).filter((c) => c.coursetype === 'course');
    await page.goto('/course');
    await page.getByRole('navigation', { name: 'Course categories' }).getByRole('link', { name: 'CSAT', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/course/csat`);
    await expect(cardNames(page)).toHaveText(courses.filter((c) => c.category === 'CSAT').map((c) => c.coursename));

    await page.getByRole('navigation', { name: 'Filter by branch' }).getByRole('link', { name: 'Pune' }).click();
    await expect(page).toHaveURL(`${baseURL}/course/csat/pune`);
    await expect(page.getByRole('heading', { level: 2, name: /CSAT at Pune/ })).toBeVisible();
    await expect(cardNames(page)).toHaveText(
      courses.filter((c) => c.category === 'CSAT' && c.branchids.includes(3)).map((c) => c.coursename),
    );
    await expect(
      page.getByRole('navigation', { name: 'Filter by branch' }).getByRole('link', { name: 'Pune', exact: true }),
    ).toHaveAttribute('aria-current', 'page');

    // switching the category keeps the branch
    await page.getByRole('navigation', { name: 'Course categories' }).getByRole('link', { name: 'Optional Subject Course' }).click();
    await expect(page).toHaveURL(`${baseURL}/course/optional-subject-course/pune`);
    await expect(cardNames(page)).toHaveText(
      courses.filter((c) => c.category === 'Optional Subject Course' && c.branchids.includes(3)).map((c) => c.coursename),
    );

    await page.getByRole('navigation', { name: 'Filter by branch' }).getByRole('link', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/course/optional-subject-course`);
    await expectNoHorizontalScroll(page);
  },
);

test('on a desktop the course cards of a row are equally tall, whatever their titles take', async ({ page }) => {
  await page.goto('/course');
  const boxes = await page.locator('main ul li article').evaluateAll((cards) =>
    cards.map((card) => {
      const { top, height } = card.getBoundingClientRect();
      return { top: Math.round(top), height: Math.round(height) };
    }),
  );
  const rows = Map.groupBy(boxes, (box) => box.top);
  // The demo's titles take one to three lines, so rows of ragged cards exist to be evened.
  expect(rows.size).toBeGreaterThan(3);
  for (const [top, row] of rows) expect(new Set(row.map((box) => box.height)), `the row at ${top}px`).toHaveProperty('size', 1);
});

test('a filtered view is its own page: shareable, crawlable, titled', async ({ browser, baseURL, request }) => {
  const courses = (await embedded<Course[]>(request, '/course')).filter((c) => c.coursetype === 'course');
  const page = await openWithoutJavaScript(browser, `${baseURL}/course/2-years-gs-course/old-rajinder-nagar`);
  await expect(cardNames(page)).toHaveText(
    courses.filter((c) => c.category === '2 Years G.S Course' && c.branchids.includes(1)).map((c) => c.coursename),
  );
  await expect(page).toHaveTitle(/2 Years G\.S Course at Old Rajinder Nagar/);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${baseURL}/course/2-years-gs-course/old-rajinder-nagar`);
  await expect(
    page.getByRole('navigation', { name: 'Course categories' }).getByRole('link', { name: '2 Years G.S Course' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.context().close();
});

test('/testseries lists the test series with the same filters', async ({ page, request, baseURL }) => {
  test.slow();
  const series = (await embedded<Course[]>(request, '/course')).filter((c) => c.coursetype === 'testseries');
  await page.goto('/testseries');
  await expectSingleH1(page, 'Test Series');
  await expect(page.getByRole('navigation', { name: 'Course categories' }).getByRole('link', { name: 'Test Series' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cardNames(page)).toHaveText(series.map((c) => c.coursename));
  await expect(page.locator('main article a').first()).toHaveAttribute('href', /^\/test-series\//);
  await page.getByRole('navigation', { name: 'Filter by branch' }).getByRole('link', { name: 'Hyderabad' }).click();
  await expect(page).toHaveURL(`${baseURL}/testseries/hyderabad`);
  const inHyderabad = series.filter((c) => c.branchids.includes(4));
  if (inHyderabad.length > 0) await expect(cardNames(page)).toHaveText(inHyderabad.map((c) => c.coursename));
  else await expect(page.getByText('Nothing is on offer here just now.')).toBeVisible();
});

test('an empty filter says so and offers the way back', async ({ page, request }) => {
  const courses = (await embedded<Course[]>(request, '/course')).filter((c) => c.coursetype === 'course');
  const slugs: Record<string, string> = {
    CSAT: 'csat',
    'G.S Module Course': 'gs-module-course',
    'Mains Mastery Course 2025': 'mains-mastery-course-2025',
    '1 Year G.S Course': '1-year-gs-course',
    'Optional Subject Course': 'optional-subject-course',
    '2 Years G.S Course': '2-years-gs-course',
  };
  const branches: [number, string][] = [
    [1, 'old-rajinder-nagar'],
    [2, 'mukherjee-nagar'],
    [3, 'pune'],
    [4, 'hyderabad'],
  ];
  const empty = Object.entries(slugs).flatMap(([label, slug]) =>
    branches
      .filter(([id]) => !courses.some((c) => c.category === label && c.branchids.includes(id)))
      .map(([, b]) => `/course/${slug}/${b}`),
  );
  // The demo content leaves some category and branch pairs empty on purpose.
  expect(empty.length).toBeGreaterThan(0);
  await page.goto(empty[0]!);
  await expect(page.getByText('Nothing is on offer here just now.')).toBeVisible();
  // Not a page for search engines to list while it is empty; the filters with courses are.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'See every branch' }).click();
  await expect(cardNames(page).first()).toBeVisible();
  await page.reload();
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});

test('paths outside the filters are not pages', async ({ request }) => {
  for (const path of ['/course/nope', '/course/pune/csat', '/course/csat/pune/extra', '/testseries/csat', '/testseries/all-branches']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
