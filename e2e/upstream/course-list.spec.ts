import { expect, test } from '@/test-support/e2e/test';
import { expectNoHorizontalScroll, prepareLibraryPage } from '@/test-support/e2e/library';
import { type Item, upstream } from '@/test-support/e2e/institute';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';
import { refreshSite, resetUpstream, setUpstream } from '@/test-support/e2e/upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

type Course = Item & { coursename: string; coursetype: string; category: string; branchids: number[] };
const cardNames = (page: import('@playwright/test').Page) => page.locator('main ul li article h3');

test.beforeEach(async ({ page }) => {
  await resetUpstream();
  await prepareLibraryPage(page);
});
test.afterAll(async ({ baseURL }) => {
  await resetUpstream();
  await refreshSite(String(baseURL));
});

test('the upstream courses by category and branch, Hindi and long titles included', async ({ browser, baseURL }) => {
  const courses = await upstream<Course[]>('/course');
  const page = await openWithoutJavaScript(browser, `${baseURL}/course`);
  await expect(cardNames(page)).toHaveText(courses.filter((c) => c.coursetype === 'course').map((c) => c.coursename));
  await expectNoHorizontalScroll(page);
  await page.goto(`${baseURL}/course/gs-module-course/pune`);
  await expect(cardNames(page)).toHaveText(
    courses.filter((c) => c.category === 'G.S Module Course' && c.branchids.includes(3)).map((c) => c.coursename),
  );
  // a course without branches is in its category, never under a branch
  await page.goto(`${baseURL}/course/csat`);
  await expect(cardNames(page)).toHaveText(['Fake Upstream CSAT No Packages']);
  for (const branch of ['old-rajinder-nagar', 'mukherjee-nagar', 'pune', 'hyderabad']) {
    await page.goto(`${baseURL}/course/csat/${branch}`);
    await expect(page.getByText('Nothing is on offer here just now.')).toBeVisible();
  }
  await page.context().close();
});

test('/testseries with the upstream test series, a card without a picture among them', async ({ page }) => {
  const series = (await upstream<Course[]>('/course')).filter((c) => c.coursetype === 'testseries');
  await page.goto('/testseries');
  await expect(cardNames(page)).toHaveText(series.map((c) => c.coursename));
  await expect(page.locator('main article').nth(1).locator('img')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Filter by branch' }).getByRole('link', { name: 'Mukherjee Nagar' }).click();
  await expect(cardNames(page)).toHaveText(series.filter((c) => c.branchids.includes(2)).map((c) => c.coursename));
});

test('an empty course list says so', async ({ page, baseURL }) => {
  await setUpstream({ scenario: 'empty' });
  await refreshSite(String(baseURL));
  await page.goto('/course');
  await expect(page.getByText('Nothing is on offer here just now.')).toBeVisible();
  await page.goto('/testseries');
  await expect(page.getByText('Nothing is on offer here just now.')).toBeVisible();
  await resetUpstream();
  await refreshSite(String(baseURL));
});
