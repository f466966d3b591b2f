import { CLEARABLE_CACHES, OFFLINE } from './config';

/* What this device keeps for offline reading, as the worker stored it (lib/next-internals/service-worker.js). */

export type KeptPage = { href: string; title: string; savedAt: string };

/** The kept pages, the most recently saved first. */
export async function keptPages(): Promise<KeptPage[]> {
  if (!(await caches.has(OFFLINE.caches.pages))) return [];
  const cache = await caches.open(OFFLINE.caches.pages);
  const pages: KeptPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const url = new URL(request.url);
    const title = decodeURIComponent(response?.headers.get(OFFLINE.headers.title) ?? '') || url.pathname;
    pages.push({ href: url.pathname, title, savedAt: response?.headers.get(OFFLINE.headers.savedAt) ?? '' });
  }
  return pages.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Forgets every kept page, picture and file. */
export async function clearKeptPages(): Promise<void> {
  await Promise.all(CLEARABLE_CACHES.map((name) => caches.delete(name)));
}
