import path from 'node:path';
import { env } from '../env';
import { todayInIndia } from '../dates';
import { openContentDatabase } from './database';
import { createContentRouter, type ContentRouter } from './router';
import { createStore } from './store';

const globalForDb = globalThis as unknown as { embeddedContentApi?: ContentRouter };

/** The embedded content API of this process, its database created and filled on first use. */
export function embeddedContentApi(): ContentRouter {
  if (!globalForDb.embeddedContentApi) {
    const db = openContentDatabase(path.resolve(env.CONTENT_DATA_DIR, 'content.sqlite'));
    globalForDb.embeddedContentApi = createContentRouter(createStore(db), { siteUrl: env.SITE_URL, today: () => todayInIndia() });
  }
  return globalForDb.embeddedContentApi;
}
