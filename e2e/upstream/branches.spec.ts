import { expect, test } from '@/test-support/e2e/test';
import { expectNoHorizontalScroll, prepareLibraryPage } from '@/test-support/e2e/library';
import { type Item, upstream } from '@/test-support/e2e/institute';
import { refreshSite, resetUpstream, setUpstream } from '@/test-support/e2e/upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

type Branch = Item & { ID: number; branchname: string; branchurl: string };
type Course = Item & { coursename: string; coursetype: string; branchids: number[] };

test.beforeEach(async ({ page }) => {
  await resetUpstream();
  await prepareLibraryPage(page);
});
test.afterAll(async ({ baseURL }) => {
  await resetUpstream();
  await refreshSite(String(baseURL));
});

test('branch cards skip the pseudo-entry and cope with missing pictures, phones and e-mails', async ({ page }) => {
  const branches = await upstream<Branch[]>('/branches');
  await page.goto('/branches');
  const cards = page.locator('main article');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(branches.slice(1).map((b) => b.branchname));
  const mukherjee = cards.filter({ hasText: 'Mukherjee Nagar' });
  await expect(mukherjee.locator('img')).toHaveCount(0);
  await expect(mukherjee.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Pune' }).getByText('Fake <b>not bold</b> & < text', { exact: false })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('a branch page lists the courses of that branch only; details without contacts show the branch alone', async ({ page }) => {
  const { courses } = await upstream<{ branch: Branch; courses: Course[] }>('/branches/hyderabad');
  await page.goto('/hyderabad');
  const here = courses.filter((c) => c.branchids.includes(4));
  await expect(page.getByRole('tabpanel', { name: 'Avaiable Courses' }).locator('article h3')).toHaveText([
    ...here.filter((c) => c.coursetype === 'course').map((c) => c.coursename),
    ...here.filter((c) => c.coursetype === 'testseries').map((c) => c.coursename),
  ]);
  await page.getByRole('tab', { name: 'Branch Details' }).click();
  const details = page.getByRole('tabpanel', { name: 'Branch Details' });
  await expect(details.locator('dt')).toHaveText(['Branch']);
  await expect(details.locator('img')).toHaveCount(0);
});

test('no branches: the page says so', async ({ page, baseURL }) => {
  await setUpstream({ scenario: 'empty' });
  await refreshSite(String(baseURL));
  await page.goto('/branches');
  await expect(page.getByText('Our centres will be listed here soon.')).toBeVisible();
  await resetUpstream();
  await refreshSite(String(baseURL));
});

test("the branches list fails: 'Failed to load branches'; a branch page fails: 'Failed to load branch by URL'", async ({
  page,
  baseURL,
}) => {
  await setUpstream({ mode: 'error500' });
  await refreshSite(String(baseURL));
  const list = await page.goto('/branches');
  expect(list?.status()).toBeGreaterThanOrEqual(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed to load branches');
  await page.goto('/course');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed to load branches');
  await page.goto('/pune');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed to load branch by URL');

  // the API is back: Try again asks the server again
  await page.goto('/branches');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed to load branches');
  await resetUpstream();
  await refreshSite(String(baseURL));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Branches');
});
