import { expect, test } from '@/test-support/e2e/test';
import { blockThirdParties } from '@/test-support/e2e/pages';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';

type Item = Record<string, unknown>;

test('the home page is server-rendered from the embedded content API', async ({ browser, request, baseURL }) => {
  const courses = ((await (await request.get('/api/content/course')).json()) as { data: Item[] }).data;
  const nav = ((await (await request.get('/api/content/topnavbar')).json()) as { data: Item[] }).data;
  const home = ((await (await request.get('/api/content/indexpagecontent')).json()) as { data: Item[] }).data[0];

  const page = await openWithoutJavaScript(browser, `${baseURL}/`);
  await expect(page).toHaveTitle(String(home?.metatitle));
  await expect(page.locator('h1')).toHaveCount(1);
  // The desktop menu is in the HTML on every viewport (phones show it through the slide-in menu).
  const menu = page.locator('nav[aria-label="Main"]');
  for (const item of nav) await expect(menu.getByText(String(item.title), { exact: true })).toBeAttached();
  const firstCourse = courses.find((c) => c.coursetype === 'course');
  await expect(page.locator('#courses').getByRole('link', { name: String(firstCourse?.coursename) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View More Courses' })).toHaveAttribute('href', '/course');
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Website Link' })).toHaveCount(2);
});

test('the page renders in the browser without console errors', { tag: '@responsive' }, async ({ page }) => {
  await blockThirdParties(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // Third-party scripts are kept off this machine's closed network on purpose.
    if (m.type() === 'error' && !m.text().includes('net::ERR_FAILED')) errors.push(m.text());
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a Hindi course in the cards shows in the phone’s own Devanagari face; its page’s title fetches the site’s', async ({
  page,
  request,
}) => {
  const courses = ((await (await request.get('/api/content/course')).json()) as { data: Item[] }).data;
  const hindi = courses.find((c) => c.coursetype === 'course' && /[\u0900-\u097F]/.test(String(c.coursename)));
  const faces: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' && /devanagari/i.test(r.url())) faces.push(r.url());
  });
  await page.goto('/');
  const card = page.locator('#courses').getByRole('link', { name: String(hindi?.coursename) });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(faces).toEqual([]);

  await page.goto(`/course-details/${String(hindi?.courseurl)}`);
  await expect(page.locator('h1')).toHaveText(String(hindi?.coursename));
  await expect.poll(() => faces.length).toBeGreaterThan(0);
});
