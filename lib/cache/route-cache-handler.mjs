/*
 * Next's own file-system cache (next.config.ts `cacheHandler`), minus the answers that any
 * address can create: a page rendered for an unknown slug ends in a redirect to /error or a
 * 404, and Next 16.4 stores each one on disk (about 280 kB per address, bench/cache-growth.mjs) with
 * nothing to evict it, so a crawler of random slugs fills the disk. Such answers are rendered
 * afresh on every request instead. Everything else, and everything at build time, is
 * stored as Next stores it. Plain JavaScript: Next imports this file at build and at start.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { isAddressAnswer } from './address-answer.mjs';

// Node's import of that CommonJS module gives its exports object; a transpiled import (Jest) gives the class.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

const building = () => process.env.NEXT_PHASE === 'phase-production-build';

export default class RouteCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (!building() && isAddressAnswer(key, data)) return;
    return super.set(key, data, ctx);
  }
}
