import path from 'node:path';
import { env } from '@/lib/env';
import { todayInIndia } from '@/lib/dates';
import { openContentDatabase } from './database';
import { createContentRouter, type ContentRouter } from './router';
import { createStore, type Store } from './store';

type Embedded = { router: ContentRouter; store: Store };

const globalForDb = globalThis as unknown as { embeddedContentApi?: Promise<Embedded> };

/**
 * The embedded content API of this process, its database opened (and on first use created and
 * filled) on the first call. A failed opening is not kept: the next call tries again.
 */
function embedded(): Promise<Embedded> {
  globalForDb.embeddedContentApi ??= open().catch((error: unknown) => {
    globalForDb.embeddedContentApi = undefined;
    throw error;
  });
  return globalForDb.embeddedContentApi;
}

export async function embeddedContentApi(): Promise<ContentRouter> {
  return (await embedded()).router;
}

/** The store behind it, for the site search's index, which reads whole collections a thousand items at a time (lib/search). */
export async function embeddedStore(): Promise<Store> {
  return (await embedded()).store;
}

async function open(): Promise<Embedded> {
  const db = await openContentDatabase(path.resolve(env.CONTENT_DATA_DIR, 'content.sqlite'), {
    dailyArticles: env.CONTENT_DEMO_DAILY_ARTICLES,
  });
  const store = createStore(db);
  return { store, router: createContentRouter(store, { siteUrl: env.SITE_URL, today: () => todayInIndia() }) };
}
