import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { todayInIndia } from '@/lib/dates';
import { collections, type CollectionName, type CollectionSpec, type RawItem } from './collections';

/**
 * Bumped whenever the items table changes shape, or the demo content changes in a way an older
 * copy would break (3: the logo became a PNG): an older database's items are dropped and
 * reseeded on open (leads are kept).
 */
const SCHEMA_VERSION = 3;

/*
 * `rank` is an item's place in its list order (dated collections newest first, then display
 * order), 0 to n-1 per collection. Items never change after seeding, so a page is a range of
 * ranks and a date range is one contiguous run of them: every list call is an index seek
 * whatever the size of the collection, where LIMIT/OFFSET and COUNT(*) walk it.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS items (
    collection TEXT NOT NULL,
    id INTEGER NOT NULL,
    rank INTEGER NOT NULL,
    slug TEXT,
    day TEXT,
    grp INTEGER,
    search TEXT,
    data TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  );
  CREATE INDEX IF NOT EXISTS items_by_slug ON items (collection, slug);
  CREATE UNIQUE INDEX IF NOT EXISTS items_by_rank ON items (collection, rank);
  CREATE INDEX IF NOT EXISTS items_by_day ON items (collection, day DESC, rank);
  CREATE INDEX IF NOT EXISTS items_by_group ON items (collection, grp, rank);
  CREATE TABLE IF NOT EXISTS leads (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    endpoint TEXT NOT NULL,
    body TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/** After opening: how long a write waits for another process's lock (see openContentDatabase). */
export const BUSY_TIMEOUT_MS = 250;

export type SeedOptions = { today?: string; dailyArticles?: number };

type Seed = typeof import('./seed');

/**
 * Opens (and on first use creates and fills) the embedded content database. The demo content,
 * most of the embedded API's code, is imported only when the database must be filled, so a
 * server that reads the institute's API, or opens a database filled before, never loads it.
 */
export async function openContentDatabase(file: string, seed: SeedOptions = {}): Promise<Database.Database> {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  // Several build workers may start at once: IMMEDIATE makes exactly one of them migrate and seed.
  // A transaction cannot wait for an import, so one that finds the database to fill ends without
  // a change, the demo content is loaded, and the next one (which checks again) fills it.
  let demo: Seed | undefined;
  while (!db.transaction(() => migrateAndFill(db, demo, seed)).immediate()) demo = await import('./seed');
  // The long wait is for the seeding above only: afterwards a lead's insert waits for another
  // process's lock synchronously, with the whole server standing still, so briefly (its delivery
  // is retried from the outbox).
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  return db;
}

/** Whether the database is of this shape and filled; false when it needs `demo` to be. */
function migrateAndFill(db: Database.Database, demo: Seed | undefined, seed: SeedOptions): boolean {
  const current = db.pragma('user_version', { simple: true }) === SCHEMA_VERSION;
  if (current && db.prepare("SELECT value FROM meta WHERE key = 'seeded_on'").get()) return true;
  if (!demo) return false;
  if (!current) {
    db.exec('DROP TABLE IF EXISTS items');
    db.exec(SCHEMA);
    db.prepare("DELETE FROM meta WHERE key = 'seeded_on'").run();
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }
  fill(db, demo, seed);
  return true;
}

function fill(db: Database.Database, { buildDemoContent }: Seed, { today = todayInIndia(), dailyArticles }: SeedOptions): void {
  const content = buildDemoContent(today, dailyArticles === undefined ? undefined : { dailyArticles });
  insertItems(db, content);
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded_on', ?)").run(today);
}

/** Writes every collection's items with the columns its spec indexes and their rank in list order. */
function insertItems(db: Database.Database, content: Partial<Record<CollectionName, RawItem[]>>): void {
  const insert = db.prepare('INSERT INTO items (collection, id, rank, slug, day, grp, search, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  for (const name of Object.keys(collections) as CollectionName[]) {
    const spec: CollectionSpec = collections[name];
    const value = (item: RawItem, field?: string) => (field && item[field] != null ? String(item[field]) : null);
    const listed = (content[name] ?? []).map((item, position) => ({ item, position, day: value(item, spec.date) }));
    if (spec.date) listed.sort(newestFirst);
    listed.forEach(({ item, position, day }, rank) => {
      insert.run(
        name,
        Number(item.ID ?? position),
        rank,
        value(item, spec.slug),
        day,
        spec.group ? Number(item[spec.group]) : null,
        spec.search ? spec.search.map((f) => value(item, f) ?? '').join('\n') : null,
        JSON.stringify(item),
      );
    });
  }
}

/** Newest first, undated last, then display order. */
function newestFirst(a: { day: string | null; position: number }, b: { day: string | null; position: number }): number {
  if (a.day !== b.day) return a.day === null ? 1 : b.day === null ? -1 : a.day < b.day ? 1 : -1;
  return a.position - b.position;
}
