import { expect, test } from '@/test-support/e2e/test';
import { revalidate } from '@/test-support/e2e/revalidate';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';
import { resetUpstream, setUpstream } from '@/test-support/e2e/upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

test.beforeEach(async () => {
  await resetUpstream();
});
test.afterAll(async () => {
  await resetUpstream();
});

test('home renders the upstream content with its hostile HTML neutralised', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#courses').getByText('Fake Upstream GS Foundation')).toBeVisible();
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__fakeUpstreamXss)).toBeUndefined();
  expect(await page.locator('main script:not([type="application/ld+json"]), main iframe, main form').count()).toBe(0);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => h.trim().toLowerCase().startsWith('javascript:'))).toEqual([]);
  await expect(page.getByText('Fake Block Three Hidden')).toHaveCount(0);
});

test('a failed regeneration keeps serving the last good page', async ({ browser, request, baseURL }) => {
  const before = await openWithoutJavaScript(browser, `${baseURL}/`);
  await expect(before.locator('#courses').getByText('Fake Upstream GS Foundation')).toBeVisible();
  await before.context().close();

  await setUpstream({ mode: 'error500' });
  expect((await revalidate(request, { tag: 'indexpagecontent', stale: true })).status()).toBe(200);
  for (let i = 0; i < 3; i++) {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Fake Upstream GS Foundation');
  }
});

test('the revalidation webhook rejects a wrong secret', async ({ request }) => {
  const response = await revalidate(request, { tag: 'courses' }, 'wrong-secret');
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ error: 'Invalid secret' });
});
