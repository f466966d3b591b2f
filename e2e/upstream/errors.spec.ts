import { expect, test } from '@/test-support/e2e/test';
import { isPhone, prepareLibraryPage } from '@/test-support/e2e/library';
import { failNext, refreshSite, resetUpstream, setUpstream } from '@/test-support/e2e/upstream';

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

test.describe('the error catalogue, where a visitor sees it, the rest of the page working', () => {
  test(
    "menu, footer links and courses that fail say 'Failed to load branches'; failing headlines 'Failed to load branch by URL'",
    {
      tag: '@responsive',
    },
    async ({ page, baseURL }) => {
      for (const path of ['/topnavbar', '/leftfooterbar', '/rightfooterbar', '/course', '/newsheadline']) {
        await failNext({ path, status: 500, times: 50 });
      }
      await refreshSite(String(baseURL));
      await page.goto('/faq');
      await expect(page.getByRole('region', { name: 'Latest news' })).toContainText('Failed to load branch by URL');
      const footer = page.getByRole('contentinfo');
      for (const name of ['Website Link 1', 'Website Link 2', 'Courses']) {
        await expect(footer.getByRole('navigation', { name })).toContainText('Failed to load branches');
      }
      await expect(footer.getByRole('link', { name: 'All Courses' })).toBeVisible();
      if (isPhone(page)) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Mobile' })).toContainText('Failed to load branches');
      } else {
        await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Failed to load branches');
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'COURSES' })).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await resetUpstream();
      await refreshSite(String(baseURL));
    },
  );

  test("the home page whose content fails says 'Failed to load branches' under a working header", async ({ page, baseURL }) => {
    await failNext({ path: '/indexpagecontent', status: 500, times: 50 });
    await refreshSite(String(baseURL));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed to load branches');
    await expect(page.getByRole('banner').getByRole('link', { name: 'ENROLL NOW' })).toBeVisible();
    await resetUpstream();
    await refreshSite(String(baseURL));
  });

  test("a blog that fails says 'Failed to load branch by URL'; an article or daily article 'Failed to load article by URL'", async ({
    page,
    baseURL,
  }) => {
    for (const path of ['/blog/fake-blog-4', '/article/fake-article-hindi', '/upsc-daily-current-affairs/fake-daily-hindi']) {
      await failNext({ path, status: 500, times: 50 });
    }
    await refreshSite(String(baseURL));
    for (const [path, message] of [
      ['/blog/fake-blog-4', 'Failed to load branch by URL'],
      ['/article/fake-article-hindi/', 'Failed to load article by URL'],
      ['/upsc-daily-current-affairs/fake-daily-hindi/', 'Failed to load article by URL'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(message);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await resetUpstream();
    await refreshSite(String(baseURL));
  });

  test("page meta that fails to load leaves the page its own title ('Failed to Fetch Meta Details' is logged)", async ({
    page,
    baseURL,
  }) => {
    await failNext({ path: '/seoterms/faculty', status: 500, times: 50 });
    await refreshSite(String(baseURL));
    await page.goto('/faculty');
    await expect(page).toHaveTitle('Our Faculty: UPSC Teachers and Mentors | Sankalp IAS Academy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await resetUpstream();
    await refreshSite(String(baseURL));
  });
});
