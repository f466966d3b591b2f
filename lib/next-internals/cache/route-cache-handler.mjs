import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { gunzipSync, gzipSync } from 'node:zlib';
import { isAddressAnswer } from './address-answer.mjs';
import { createRenderStarts, dueForRender, revalidatePeriod } from './render-start.mjs';
import { storedTags, tagsOfEntry } from './revalidation-clock.mjs';

/*
 * The cache handler of one instance without Redis (next.config.ts `cacheHandler`), on Next's
 * documented handler interface (get, set, revalidateTag, resetRequestCache) rather than a subclass
 * of its file cache (docs/decisions/051-own-route-cache-handler.md). Documented methods,
 * undocumented data: the entries' kinds and tags header, the constructor's context, staleness
 * judged from lastModified and the cacheControl get returns, pinned by
 * lib/next-internals/__tests__/next-behaviours.test.ts (lib/next-internals/README.md). Pages, route answers and data answers live
 * in one file per key under the build folder (each build starts it empty; the data answers the
 * build fetched are there at start) and, up to a byte budget, in memory.
 * The answers any address can create (a redirect to /error, a 404) are never stored: a crawler
 * of random slugs would fill the disk (bench/cache-growth.mjs). Plain JavaScript: Next imports
 * this file at build and at start.
 */
export const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;

const building = () => process.env.NEXT_PHASE === 'phase-production-build';

// Every handler of a process (Next makes one per incremental cache) shares what it knows.
const memory = new Map();
let memoryBytes = 0;
const expiredAt = new Map();
const staleAt = new Map();
const renders = createRenderStarts();

function remember(key, entry, bytes, budget) {
  forget(key);
  if (bytes > budget) return;
  memory.set(key, { entry, bytes });
  memoryBytes += bytes;
  for (const [oldest, kept] of memory) {
    if (memoryBytes <= budget) break;
    memory.delete(oldest);
    memoryBytes -= kept.bytes;
  }
}

function forget(key) {
  const kept = memory.get(key);
  if (!kept) return;
  memory.delete(key);
  memoryBytes -= kept.bytes;
}

const lastRevalidation = (times, tags) => Math.max(-Infinity, ...tags.map((tag) => times.get(tag) ?? -Infinity));

/*
 * A tag revalidated with a lifetime ('max': serve the old entry while it renders afresh) makes
 * the entry stale, not gone. The interface says that through lastModified alone: the entry is
 * handed over as old as its revalidate period, so Next serves it and renders in the background.
 */
function asStale(entry, ctx) {
  const period = revalidatePeriod(entry, ctx, entry.cacheControl?.revalidate);
  if (typeof period !== 'number') return null;
  return { ...entry, lastModified: Date.now() - period * 1000 - 1 };
}

export default class RouteCacheHandler {
  constructor({ serverDistDir, flushToDisk, maxMemoryCacheSize } = {}) {
    this.dir = serverDistDir && flushToDisk !== false ? path.join(serverDistDir, 'route-entries') : null;
    this.budget = maxMemoryCacheSize ?? DEFAULT_MEMORY_BYTES;
  }

  fileOf(key) {
    return path.join(this.dir, `${createHash('sha256').update(key).digest('hex').slice(0, 40)}.bin`);
  }

  async read(key) {
    const kept = memory.get(key);
    if (kept) {
      memory.delete(key);
      memory.set(key, kept);
      return kept.entry;
    }
    if (!this.dir) return null;
    let stored;
    try {
      stored = await readFile(this.fileOf(key));
    } catch {
      // Not there, or not readable now (too many open files, permissions): a miss, the file kept.
      return null;
    }
    let bytes, entry;
    try {
      bytes = gunzipSync(stored);
      entry = deserialize(bytes);
    } catch {
      // A torn or foreign file is a miss, and goes.
      await rm(this.fileOf(key), { force: true }).catch(() => {});
      return null;
    }
    // Two keys with one file name: the other key's entry is not this one.
    if (entry?.key !== key) return null;
    remember(key, entry, bytes.length, this.budget);
    return entry;
  }

  async get(key, ctx) {
    const found = await this.lookup(key, ctx);
    if (!found || dueForRender(found, ctx, found.cacheControl?.revalidate)) renders.looked(key);
    // Its own period with it: Next would otherwise judge a page rendered at run time, after a restart, by a 1 s default.
    return found && { lastModified: found.lastModified, value: found.value, cacheControl: found.cacheControl };
  }

  async lookup(key, ctx) {
    const entry = await this.read(key);
    if (!entry) return null;
    const tags = tagsOfEntry(entry, ctx);
    const expired = lastRevalidation(expiredAt, tags);
    if (expired >= entry.lastModified) {
      // Gone if the edit came after it was stored. A page stored after the edit but rendered from
      // a read before it may hold the old content: served stale while it renders afresh, so one
      // good render is not thrown away (with the API down next, that was a 500). A data answer
      // read before the edit is gone: a page rendered from it would pass for fresh.
      const bornOutdated = entry.value?.kind !== 'FETCH' && expired < (entry.storedAt ?? entry.lastModified);
      return bornOutdated ? asStale(entry, ctx) : null;
    }
    return lastRevalidation(staleAt, tags) >= entry.lastModified ? asStale(entry, ctx) : entry;
  }

  async set(key, data, ctx) {
    if (!data || (!building() && isAddressAnswer(key, data))) {
      renders.take(key);
      // A page that now redirects or is not found (moved, deleted) loses its old copy; one that
      // fails (5xx) keeps it, served until the content API answers again.
      if (!data || (data.status ?? 200) < 500) await this.remove(key);
      return;
    }
    const entry = {
      key,
      // From the first lookup that led to this render: one begun before an edit is outdated by it.
      lastModified: renders.take(key),
      storedAt: Date.now(),
      value: data,
      tags: storedTags(data, ctx),
      cacheControl: ctx?.cacheControl,
    };
    const bytes = serialize(entry);
    remember(key, entry, bytes.length, this.budget);
    if (!this.dir) return;
    const file = this.fileOf(key);
    // Written whole, then renamed: a reader in another worker or instance never sees half a file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(partial, gzipSync(bytes, { level: 4 }));
      await rename(partial, file);
    } catch (error) {
      // A full or read-only disk: nothing half-written stays; Next logs the failure, memory keeps the entry.
      await rm(partial, { force: true }).catch(() => {});
      throw error;
    }
  }

  async remove(key) {
    forget(key);
    if (this.dir) await rm(this.fileOf(key), { force: true }).catch(() => {});
  }

  async revalidateTag(tags, durations) {
    const now = Date.now();
    const list = [tags].flat();
    const serveStale = durations && durations.expire !== 0;
    for (const tag of list) (serveStale ? staleAt : expiredAt).set(tag, now);
  }

  resetRequestCache() {}
}
