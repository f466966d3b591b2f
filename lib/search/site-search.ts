import path from 'node:path';
import { uncachedContent } from '@/lib/content';
import { embeddedStore } from '@/lib/embedded-api';
import { env } from '@/lib/env';
import { createIndexer, type Indexer } from './indexer';
import type { SearchIndex } from './search-index';
import { embeddedSource, upstreamSource } from './sources';
import { openPostgresIndex } from './postgres-index';
import { openSqliteIndex } from './sqlite-index';

/*
 * This process's search index and its indexer, opened on first use (the server's start, see
 * instrumentation.ts, or the first search): SQLite in the content data folder, or PostgreSQL
 * shared with other instances (SEARCH_DATABASE_URL), filled from the embedded store or from the
 * institute's API.
 */

type SiteSearch = { index: SearchIndex; indexer: Indexer };

const globalForSearch = globalThis as unknown as { siteSearch?: SiteSearch };

export function siteSearch(): SiteSearch {
  if (!globalForSearch.siteSearch) {
    const shared = env.SEARCH_DATABASE_URL ? openPostgresIndex(env.SEARCH_DATABASE_URL) : undefined;
    const index = shared ?? openSqliteIndex(path.resolve(env.CONTENT_DATA_DIR, 'search.sqlite'));
    const source = env.CONTENT_API_URL
      ? upstreamSource(uncachedContent, env.CONTENT_API_URL)
      : embeddedSource(uncachedContent, embeddedStore);
    // The demo content never changes once written; the institute's is walked again daily.
    const rebuildMs = env.CONTENT_API_URL ? 24 * 3_600_000 : Infinity;
    const indexer = createIndexer(index, source, {
      refreshMs: env.SEARCH_REFRESH_MINUTES * 60_000,
      rebuildMs,
      ...(shared ? { exclusive: shared.exclusive } : {}),
    });
    indexer.start();
    globalForSearch.siteSearch = { index, indexer };
  }
  return globalForSearch.siteSearch;
}
