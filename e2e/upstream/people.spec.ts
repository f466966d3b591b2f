import { expect, test } from '@/test-support/e2e/test';
import { expectHostileHtmlNeutralised, expectNoHorizontalScroll, prepareLibraryPage } from '@/test-support/e2e/library';
import { type Item, upstream } from '@/test-support/e2e/institute';
import { refreshSite, resetUpstream, setUpstream } from '@/test-support/e2e/upstream';

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

test('testimonials: title from the seoterms, intro without its script, literal text, missing pictures', async ({ page }) => {
  const testimonials = await upstream<(Item & { name: string; testimonials: string })[]>('/testimonials');
  await page.goto('/testimonial-details');
  await expect(page).toHaveTitle('Fake Upstream SEO testimonials');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testimonials');
  await expect(page.getByRole('heading', { level: 2, name: 'What Our Students Have To Say' })).toBeVisible();
  await expect(page.getByText('Fake Upstream testimonial intro')).toBeVisible();
  const cards = page.locator('main figure');
  await expect(cards).toHaveCount(testimonials.length);
  await expect(cards.getByText('Fake Topper <Three>', { exact: true })).toBeVisible();
  await expect(cards.nth(1).locator('img')).toHaveCount(0);
  await expect(cards.nth(1).getByText('Student', { exact: true })).toBeVisible();
  await expectHostileHtmlNeutralised(page);
  await expectNoHorizontalScroll(page);
});

test('faculty with missing designations and pictures', async ({ page }) => {
  const faculty = await upstream<(Item & { name: string })[]>('/faculty');
  await page.goto('/faculty');
  await expect(page).toHaveTitle('Fake Upstream SEO faculty');
  await expect(page.locator('main article h2')).toHaveText(faculty.map((f) => f.name));
  await expect(page.locator('main article').filter({ hasText: 'Fake Faculty Ethics' }).locator('img')).toHaveCount(0);
});

test('FAQ: hostile answers neutralised, an empty answer still says something', async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveTitle(/^Fake Upstream SEO faq/);
  const buttons = page.locator('main button[aria-controls]');
  for (let i = 0; i < (await buttons.count()); i++) {
    if ((await buttons.nth(i).getAttribute('aria-expanded')) === 'false') await buttons.nth(i).click();
  }
  await expect(page.getByRole('region', { name: 'Fake FAQ with empty answer' })).toContainText('We will answer this shortly.');
  await expectHostileHtmlNeutralised(page);
});

test('empty lists say so', async ({ page, baseURL }) => {
  await setUpstream({ scenario: 'empty' });
  await refreshSite(String(baseURL));
  await page.goto('/testimonial-details');
  await expect(page.getByText("Our students' stories will appear here soon.")).toBeVisible();
  await page.goto('/faculty');
  await expect(page.getByText('Our faculty will be introduced here soon.')).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByText('Questions and answers will appear here soon.')).toBeVisible();
  await resetUpstream();
  await refreshSite(String(baseURL));
});

test("faculty and FAQ lists that fail show 'Failed to load branches'", async ({ page, baseURL }) => {
  await setUpstream({ mode: 'error500' });
  await refreshSite(String(baseURL));
  await page.goto('/faculty');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed to load branches');
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Failed to load branches');
  await resetUpstream();
  await refreshSite(String(baseURL));
});
