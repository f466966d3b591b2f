import path from 'node:path';
import { env } from '../env';
import { todayInIndia } from '../dates';
import { openContentDatabase } from './database';
import { createContentRouter, type ContentRouter } from './router';
import { createStore } from './store';

const globalForDb = globalThis as unknown as { embeddedContentApi?: Promise<ContentRouter> };

/**
 * The embedded content API of this process, its database opened (and on first use created and
 * filled) on the first call. A failed opening is not kept: the next call tries again.
 */
export function embeddedContentApi(): Promise<ContentRouter> {
  globalForDb.embeddedContentApi ??= open().catch((error: unknown) => {
    globalForDb.embeddedContentApi = undefined;
    throw error;
  });
  return globalForDb.embeddedContentApi;
}

async function open(): Promise<ContentRouter> {
  const db = await openContentDatabase(path.resolve(env.CONTENT_DATA_DIR, 'content.sqlite'), {
    dailyArticles: env.CONTENT_DEMO_DAILY_ARTICLES,
  });
  return createContentRouter(createStore(db), { siteUrl: env.SITE_URL, today: () => todayInIndia() });
}
