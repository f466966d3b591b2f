import { expect, test } from '../support/test';
import { prepareLibraryPage } from '../support/library';
import { refreshSite, resetUpstream, setUpstream } from '../support/upstream';

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
