import { expect, test } from '../support/test';
import { prepareLibraryPage } from '../support/library';
import { failNext, refreshSite, resetUpstream, setUpstream } from '../support/upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

test.beforeEach(async ({ page }) => {
  await resetUpstream();
  await prepareLibraryPage(page);
});
test.afterAll(async ({ baseURL }) => {
  await resetUpstream();
  await refreshSite(String(baseURL));
});

test("a course page whose API fails shows 'Unexpected Application Error!', and the page comes back with the API", async ({
  page,
  baseURL,
}) => {
  const path = '/course-details/fake-upstream-mains-mastery-2025';
  await setUpstream({ mode: 'error500' });
  await refreshSite(String(baseURL));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await resetUpstream();
  await refreshSite(String(baseURL));
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fake Upstream Mains Mastery 2025');
});

test('with no content at all (every detail 404) a course page ends on /error', async ({ page, baseURL }) => {
  await setUpstream({ scenario: 'empty' });
  await refreshSite(String(baseURL));
  await page.goto('/course-details/fake-upstream-gs-foundation');
  await expect(page).toHaveURL(/\/error$/);
  await resetUpstream();
  await refreshSite(String(baseURL));
});

test('a detail answered HTTP 200 whose body says statusCode 404 ends on /error, like an HTTP 404', async ({ page, baseURL }) => {
  await refreshSite(String(baseURL));
  await failNext({ path: '/blog/fake-blog-5', status: 200, bodyStatus: 404, times: 20 });
  await page.goto('/blog/fake-blog-5');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry! Page Not Found');
});
