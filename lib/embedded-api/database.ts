import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { todayInIndia } from '../dates';
import { collections, type CollectionName, type RawItem } from './collections';
import { buildDemoContent } from './seed';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS items (
    collection TEXT NOT NULL,
    id INTEGER NOT NULL,
    position INTEGER NOT NULL,
    slug TEXT,
    day TEXT,
    grp INTEGER,
    search TEXT,
    data TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  );
  CREATE INDEX IF NOT EXISTS items_by_slug ON items (collection, slug);
  CREATE INDEX IF NOT EXISTS items_by_position ON items (collection, position);
  CREATE INDEX IF NOT EXISTS items_by_day ON items (collection, day DESC, position);
  CREATE INDEX IF NOT EXISTS items_by_group_day ON items (collection, grp, day DESC, position);
  CREATE TABLE IF NOT EXISTS leads (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    endpoint TEXT NOT NULL,
    body TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

export type SeedOptions = { today?: string; dailyArticles?: number };

/** Opens (and on first use creates and fills) the embedded content database. */
export function openContentDatabase(file: string, seed: SeedOptions = {}): Database.Database {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  db.exec(SCHEMA);
  // Several build workers may start at once: IMMEDIATE makes exactly one of them seed.
  db.transaction(() => {
    const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded_on'").get();
    if (!seeded) fill(db, seed);
  }).immediate();
  return db;
}

function fill(db: Database.Database, { today = todayInIndia(), dailyArticles }: SeedOptions): void {
  const content = buildDemoContent(today, dailyArticles === undefined ? undefined : { dailyArticles });
  insertItems(db, content as unknown as Record<CollectionName, RawItem[]>);
  db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seeded_on', ?)").run(today);
}

/** Writes every collection's items with the columns its spec indexes. */
export function insertItems(db: Database.Database, content: Partial<Record<CollectionName, RawItem[]>>): void {
  const insert = db.prepare(
    'INSERT OR REPLACE INTO items (collection, id, position, slug, day, grp, search, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const name of Object.keys(collections) as CollectionName[]) {
    const spec: { slug?: string; date?: string; group?: string; search?: readonly string[] } = collections[name];
    (content[name] ?? []).forEach((item, position) => {
      const value = (field?: string) => (field && item[field] != null ? String(item[field]) : null);
      insert.run(
        name,
        Number(item.ID ?? position),
        position,
        value(spec.slug),
        value(spec.date),
        spec.group ? Number(item[spec.group]) : null,
        spec.search ? spec.search.map((f) => value(f) ?? '').join('\n') : null,
        JSON.stringify(item),
      );
    });
  }
}
