import path from 'node:path';
import { uncachedContent } from '../content';
import { embeddedStore } from '../embedded-api';
import { env } from '../env';
import { createIndexer, type Indexer } from './indexer';
import type { SearchIndex } from './search-index';
import { embeddedSource, upstreamSource } from './sources';
import { openSqliteIndex } from './sqlite-index';

/*
 * This process's search index and its indexer, opened on first use (the server's start, see
 * instrumentation.ts, or the first search): SQLite in the content data folder, filled from the
 * embedded store or from the institute's API.
 */

type SiteSearch = { index: SearchIndex; indexer: Indexer };

const globalForSearch = globalThis as unknown as { siteSearch?: SiteSearch };

export function siteSearch(): SiteSearch {
  if (!globalForSearch.siteSearch) {
    const index = openSqliteIndex(path.resolve(env.CONTENT_DATA_DIR, 'search.sqlite'));
    const source = env.CONTENT_API_URL
      ? upstreamSource(uncachedContent, env.CONTENT_API_URL)
      : embeddedSource(uncachedContent, embeddedStore);
    // The demo content never changes once written; the institute's is walked again daily.
    const rebuildMs = env.CONTENT_API_URL ? 24 * 3_600_000 : Infinity;
    const indexer = createIndexer(index, source, { refreshMs: env.SEARCH_REFRESH_MINUTES * 60_000, rebuildMs });
    indexer.start();
    globalForSearch.siteSearch = { index, indexer };
  }
  return globalForSearch.siteSearch;
}
