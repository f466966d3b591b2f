import type { Paged } from '@/lib/content/client';
import { fetchList, listUrl } from '@/lib/listing/fetch-list';
import { addDays, todayInIndia } from '@/lib/dates';
import type { EntrySummary } from '@/lib/listing/summaries';
import { OFFLINE } from './config';
import { controllingWorker, offlineSupported } from './worker-client';

/*
 * 'Save for offline' on the daily current affairs: the articles of the last SAVE_DAYS days
 * (today included, India's calendar), each kept by the service worker with its pictures.
 * Loaded only when a visitor presses the button.
 */
const SAVE_DAYS = 7;

export type SaveResult = { saved: number; total: number };

export async function saveRecentDailyArticles(onProgress: (done: number, total: number) => void): Promise<SaveResult> {
  if (!offlineSupported()) throw new Error('This browser cannot keep pages for offline reading.');
  await controllingWorker();
  const to = todayInIndia();
  const hrefs = await dailyArticleHrefs(addDays(to, -(SAVE_DAYS - 1)), to);
  let saved = 0;
  onProgress(0, hrefs.length);
  for (const [i, href] of hrefs.entries()) {
    if (await keep(href)) saved += 1;
    onProgress(i + 1, hrefs.length);
  }
  return { saved, total: hrefs.length };
}

async function dailyArticleHrefs(from: string, to: string): Promise<string[]> {
  const hrefs: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchList<Paged<EntrySummary>>(listUrl('daily', { from, to, page }));
    hrefs.push(...answer.items.map((item) => item.href));
    if (answer.items.length === 0 || hrefs.length >= answer.total) return hrefs;
  }
}

/** The worker answers 204 once the page, its files and pictures are kept. */
async function keep(href: string): Promise<boolean> {
  try {
    return (await fetch(href, { headers: { [OFFLINE.headers.keep]: '1' } })).status === 204;
  } catch {
    return false;
  }
}
