import { expect, test } from '@/test-support/e2e/test';
import { expectNoHorizontalScroll, expectSingleH1, isPhone, prepareLibraryPage } from '@/test-support/e2e/library';
import { embedded, type Item, rowTops } from '@/test-support/e2e/institute';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';

type Branch = Item & { ID: number; branchname: string; branchurl: string; contact?: string; address?: string; branchemail?: string };
type Course = Item & { coursename: string; branchids: number[] };

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('/branches: Our Branches, a subtitle, a card for every branch but the first', async ({ browser, baseURL, request }) => {
  const branches = await embedded<Branch[]>(request, '/branches');
  const page = await openWithoutJavaScript(browser, `${baseURL}/branches`);
  await expectSingleH1(page, 'Our Branches');
  await expect(page.getByText(/Study at .+ in Delhi, Pune or Hyderabad/)).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(branches.slice(1).map((b) => b.branchname));
  await expect(page.getByText(String(branches[0]?.branchname), { exact: true })).toHaveCount(0);
  await expect(cards.first().getByRole('link', { name: String(branches[1]?.branchname) })).toHaveAttribute(
    'href',
    `/${branches[1]?.branchurl}`,
  );
  await page.context().close();
});

test('four cards per row on large screens, one per row on phones', { tag: '@responsive' }, async ({ page }) => {
  await page.goto('/branches');
  const tops = await rowTops(page, 'main article');
  expect(tops).toHaveLength(4);
  if (isPhone(page)) expect(new Set(tops).size).toBe(4);
  else expect(new Set(tops).size).toBe(1);
  await expectNoHorizontalScroll(page);
});

test("each card shows the placeholder 'This is Loading. branch' until its picture has loaded", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/demo\/branches\//, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/branches', { waitUntil: 'domcontentloaded' });
  const first = page.locator('main article').first();
  await expect(first.getByText('This is Loading. branch')).toBeVisible();
  await expect(page.getByText('This is Loading. branch')).toHaveCount(4);
  release();
  await expect(first.locator('img')).toHaveJSProperty('complete', true);
  await expect(first.getByText('This is Loading. branch')).toHaveCount(0);
});

test("a branch page: 'Avaiable Courses' with the branch's courses, 'Branch Details' with its contacts", async ({ page, request }) => {
  const { branch, courses } = await embedded<{ branch: Branch; courses: Course[] }>(request, '/branches/old-rajinder-nagar');
  await page.goto('/old-rajinder-nagar');
  await expectSingleH1(page, branch.branchname);
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveText(['Avaiable Courses', 'Branch Details']);
  const available = page.getByRole('tabpanel', { name: 'Avaiable Courses' });
  const here = courses.filter((c) => c.branchids.includes(branch.ID));
  const expected = [...here.filter((c) => c.coursetype === 'course'), ...here.filter((c) => c.coursetype === 'testseries')].map(
    (c) => c.coursename,
  );
  await expect(available.locator('article h3')).toHaveText(expected);

  await tabs.getByRole('tab', { name: 'Branch Details' }).click();
  const details = page.getByRole('tabpanel', { name: 'Branch Details' });
  await expect(details).toBeVisible();
  await expect(available).toBeHidden();
  await expect(details.getByText(String(branch.address))).toBeVisible();
  await expect(details.getByRole('link', { name: `+91 ${branch.contact}` })).toHaveAttribute('href', `tel:+91${branch.contact}`);
  await expect(details.getByRole('link', { name: String(branch.branchemail) })).toHaveAttribute('href', `mailto:${branch.branchemail}`);
});

test('the four branch pages share one page; every other single-segment path stays a 404', async ({ page, request }) => {
  for (const slug of ['mukherjee-nagar', 'pune', 'hyderabad']) {
    await page.goto(`/${slug}`);
    await expect(page.getByRole('tab', { name: 'Avaiable Courses' })).toHaveAttribute('aria-selected', 'true');
  }
  for (const path of ['/all-branches', '/delhi', '/Pune']) expect((await request.get(path)).status(), path).toBe(404);
});
