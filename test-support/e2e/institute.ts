import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from '@/e2e/targets.mjs';

/*
 * Helpers of the course and institute specs (home, course lists, course pages, branches,
 * testimonials, faculty, FAQ, about and policy pages, thank-you and error pages).
 */
export type Item = Record<string, unknown>;
export type CourseDetailAnswer = {
  course: Item & { coursename: string; branchNames: string[]; branchids: number[]; totalBatch: number };
  packages: (Item & { packagename: string; fee: number; batches: (Item & { batchname: string; branchid: number })[] })[];
  batches: (Item & { batchname: string; branchid: number })[];
  faculty: (Item & { name: string })[];
  branchdata: (Item & { ID: number; branchname: string })[];
};

/** The embedded API as the site serves it at /api/content (what the embedded build renders). */
export async function embedded<T = Item[]>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/content${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The fake upstream's answer (what the upstream build renders). */
export async function upstream<T = Item[]>(path: string): Promise<T> {
  const response = await fetch(`${E2E.fakeUpstream.apiUrl}${path}`);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A run of plain text from an HTML field, to find that field's content on the page. */
export function textOf(html: unknown): string {
  const runs = String(html ?? '').match(/>([^<>]{12,})</g) ?? [];
  const run = runs.map((r) => r.slice(1, -1).trim()).find((r) => r.length >= 12 && !r.includes('&'));
  if (!run) throw new Error(`no plain text run in ${String(html).slice(0, 80)}`);
  return run;
}

/** Where the page is scrolled to. */
export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The top edges of the elements, to tell how many sit on one row. */
export async function rowTops(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
}
