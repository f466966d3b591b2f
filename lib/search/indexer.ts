import type { SearchKind } from './kinds';
import type { SearchIndex } from './search-index';
import type { Change, SearchSource } from './sources';

/*
 * Keeps an index in step with its source: a full build when the index was built from other
 * content (or never finished one), the newest pages every few minutes, and what a webhook tag
 * names at once. One task at a time: a refresh or a tag waits for the build before it.
 */

export type IndexerOptions = {
  refreshMs: number;
  /** A full walk again after this long: what left a paged list without a webhook is dropped then. */
  rebuildMs?: number;
  log?: (message: string) => void;
  /**
   * Several instances share the index (PostgreSQL): a task runs under the writers' lock. A build or
   * refresh another instance is running is skipped (`wait: false`); a webhook's tags wait for it.
   */
  exclusive?: <T>(task: () => Promise<T>, wait: boolean) => Promise<T | undefined>;
};

const BUILT = 'built-from';
const BUILT_AT = 'built-at';

export function createIndexer(
  index: SearchIndex,
  source: SearchSource,
  { refreshMs, rebuildMs = Infinity, log = console.log, exclusive = (task) => task() }: IndexerOptions,
) {
  let queue: Promise<unknown> = Promise.resolve();
  let building = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  /** Runs tasks one after the other; a failure is logged and the next task runs. */
  const serial = <T>(name: string, task: () => Promise<T>, wait = false): Promise<T | undefined> => {
    const run = async () => {
      try {
        return await exclusive(task, wait);
      } catch (error) {
        log(`search index: ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      }
    };
    const next = queue.then(run);
    queue = next;
    return next;
  };

  async function apply(change: Change): Promise<void> {
    await index.upsert(change.upsert);
    await index.remove(change.remove);
    for (const batch of change.complete) {
      await index.upsert(batch.docs);
      await index.retainOnly(batch.kind, new Set(batch.docs.map((d) => d.slug)));
    }
  }

  async function build(): Promise<void> {
    const name = await source.name();
    const age = Date.now() - Number((await index.getMeta(BUILT_AT)) ?? 0);
    if ((await index.getMeta(BUILT)) === name && age < rebuildMs) return;
    building = true;
    try {
      const started = Date.now();
      const seen = new Map<SearchKind, Set<string>>();
      // One batch is written while the walk reads the next (the store or the API, and the database, at work at once); never two writes at a time.
      let writing: Promise<void> = Promise.resolve();
      try {
        await source.walk(async ({ kind, docs }) => {
          await writing;
          writing = index.upsert(docs);
          const slugs = seen.get(kind) ?? new Set<string>();
          docs.forEach((d) => slugs.add(d.slug));
          seen.set(kind, slugs);
        });
      } catch (error) {
        // A walk that failed still waits for its last write; the walk's failure is the one told.
        await writing.catch(() => {});
        throw error;
      }
      await writing;
      for (const [kind, slugs] of seen) await index.retainOnly(kind, slugs);
      await index.optimize();
      await index.setMeta(BUILT, name);
      await index.setMeta(BUILT_AT, String(Date.now()));
      log(`search index: built from ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s (${await index.count()} documents)`);
    } finally {
      building = false;
    }
  }

  return {
    /** Whether a full build is running (its results are partial until it ends). */
    building: () => building,
    build: () => serial('build', build),
    refresh: () => serial('refresh', async () => apply(await source.newest())),
    /** Re-reads what the tags name (the CMS webhook). */
    reindex: (tagList: string[]) =>
      serial(
        're-index',
        async () => {
          for (const tag of tagList) {
            const change = await source.forTag(tag);
            if (change) await apply(change);
          }
        },
        true,
      ),
    /** The build now, then a refresh every `refreshMs` (and a full walk when the last one is `rebuildMs` old). */
    start() {
      void this.build();
      timer ??= setInterval(() => {
        void this.build();
        void this.refresh();
      }, refreshMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    /** Resolves when every task queued so far has ended (tests). */
    idle: () => queue.then(() => undefined),
  };
}

export type Indexer = ReturnType<typeof createIndexer>;
