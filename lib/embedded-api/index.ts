import path from 'node:path';
import { env } from '../env';
import { todayInIndia } from '../dates';
import { openContentDatabase } from './database';
import { createContentRouter, type ContentRouter } from './router';
import { createStore, type Store } from './store';

const globalForDb = globalThis as unknown as { embeddedContentApi?: ContentRouter; embeddedStore?: Store };

/** The embedded database of this process, created and filled on first use. */
export function embeddedStore(): Store {
  if (!globalForDb.embeddedStore) {
    globalForDb.embeddedStore = createStore(
      openContentDatabase(path.resolve(env.CONTENT_DATA_DIR, 'content.sqlite'), { dailyArticles: env.CONTENT_DEMO_DAILY_ARTICLES }),
    );
  }
  return globalForDb.embeddedStore;
}

/** The embedded content API of this process. */
export function embeddedContentApi(): ContentRouter {
  if (!globalForDb.embeddedContentApi) {
    globalForDb.embeddedContentApi = createContentRouter(embeddedStore(), { siteUrl: env.SITE_URL, today: () => todayInIndia() });
  }
  return globalForDb.embeddedContentApi;
}
