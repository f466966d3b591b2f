import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { formatDate, todayInIndia } from '@/lib/dates';
import { E2E } from '@/e2e/targets.mjs';
import { blockThirdParties, skipSalePopup } from './pages';

/*
 * Helpers of the content-library specs (blogs, current affairs, articles, MCQ, videos,
 * magazines, books, essays, explorations, interview guidance).
 */

export type Item = Record<string, unknown>;
export type ListAnswer = { data: Item[]; total?: number; todayArticles?: number; totalArticles?: number };

export { formatDate, todayInIndia };

/** No third-party network, and the sale popup (opens 2 s after load) never covers a click. */
export async function prepareLibraryPage(page: Page): Promise<void> {
  await blockThirdParties(page);
  await skipSalePopup(page);
  await page.addLocatorHandler(page.getByRole('dialog', { name: /offer|sale/i }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
}

/**
 * Opens a page with a list island and waits until the island is hydrated: before that its
 * forms and links work as plain HTML (a click would load another page).
 */
export async function gotoInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('main [data-interactive="true"]').first().waitFor({ state: 'attached', timeout: 20_000 });
}

/** A contract call to the site's embedded content API (what the embedded build renders). */
export async function embeddedApi(request: APIRequestContext, path: string): Promise<ListAnswer> {
  const response = await request.get(`/api/content${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as ListAnswer;
}

/** A contract call to the fake upstream (what the upstream build renders). */
export async function upstreamApi(path: string): Promise<ListAnswer> {
  const response = await fetch(`${E2E.fakeUpstream.apiUrl}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as ListAnswer;
}

export const text = (item: Item | undefined, key: string): string => String(item?.[key] ?? '');

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 600;

/**
 * Nothing in the page's main content is wider than the viewport (long titles, tables, Hindi
 * wrap). The shell (header, footer) is the shell specs' business.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const main = document.querySelector('main');
    const viewport = document.documentElement.clientWidth;
    return main ? Math.max(main.scrollWidth - main.clientWidth, main.getBoundingClientRect().right - viewport) : 0;
  });
  expect(overflow).toBeLessThanOrEqual(1);
}

/** The page has one h1 with this text. */
export async function expectSingleH1(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(name);
}

/** The fake upstream's hostile HTML left nothing that runs: no script ran, no script/iframe/form, no javascript: link. */
export async function expectHostileHtmlNeutralised(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__fakeUpstreamXss)).toBeUndefined();
  // The page's own JSON-LD (components/seo/JsonLd.tsx) is the one script allowed in main.
  expect(
    await page
      .locator(
        'main script:not([type="application/ld+json"]), main iframe, main form, main svg [onload], main [onclick], main [onerror], main [style*="position"], main [style*="red"]',
      )
      .count(),
  ).toBe(0);
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => h.trim().toLowerCase().startsWith('javascript:'))).toEqual([]);
}

/** Escapes a text for use in a RegExp. */
export const literal = (s: string) => new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** An API address as the site writes it: files on the site's own origin (the demo's) become site paths. */
export function asServed(url: string, baseURL: string | undefined): string {
  const address = new URL(url);
  return address.origin === new URL(String(baseURL)).origin ? address.pathname + address.search : url;
}
