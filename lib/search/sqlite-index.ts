import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ftsMatchExpression } from './fts-query';
import { searchByKinds, type EngineReads } from './kind-ranges';
import type { SearchKind } from './kinds';
import { blockOf } from './rowids';
import type { SearchDocument, SearchIndex } from './search-index';
import { packText, storedHit, type StoredRow } from './stored-text';

/*
 * The search index in one SQLite file (FTS5). `docs_fts` is a contentless FTS5 index (with
 * deletes) over each document's title and body; `docs` keeps the rest, the body compressed, so
 * the text is stored once and small (the snippets are made from it). The tokenizer is unicode61
 * with combining marks (M*) as word characters, which keeps Devanagari words whole, and
 * remove_diacritics 2, which folds Latin accents.
 *
 * A document's rowid says its kind and day (rowids.ts), so a kind or a date range is a rowid
 * range and 'newest first' is rowid order: FTS5 answers both from its doclists and stops after
 * the page, whatever the number of matches.
 */

const TOKENIZER = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'";

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS docs (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    slug TEXT NOT NULL,
    title TEXT NOT NULL,
    body BLOB NOT NULL,
    day TEXT,
    hash TEXT NOT NULL,
    UNIQUE (kind, slug)
  );
  CREATE VIRTUAL TABLE IF NOT EXISTS docs_fts USING fts5(title, body, content='', contentless_delete=1, tokenize="${TOKENIZER}");
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/** Bumped when the schema or the tokenizer changes: an older file is rebuilt from scratch. */
const SCHEMA_VERSION = 2;

/** Documents written per transaction: the writes are synchronous, so the server answers between batches. */
const BATCH = 500;

const yieldToServer = () => new Promise<void>((resolve) => setImmediate(resolve));

const hashOf = (d: SearchDocument) => createHash('sha1').update(`${d.title}\u0000${d.body}`).digest('base64url');

export function openSqliteIndex(file: string): SearchIndex {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 1000');
  if (db.pragma('user_version', { simple: true }) !== SCHEMA_VERSION) {
    db.exec('DROP TABLE IF EXISTS docs_fts; DROP TABLE IF EXISTS docs; DROP TABLE IF EXISTS meta;');
    db.exec(SCHEMA);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }

  const existing = db.prepare('SELECT id, hash, day FROM docs WHERE kind = ? AND slug = ?');
  const lastInBlock = db.prepare('SELECT max(id) FROM docs WHERE id BETWEEN ? AND ?').pluck();
  const insertDoc = db.prepare('INSERT INTO docs (id, kind, slug, title, body, day, hash) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const updateDoc = db.prepare('UPDATE docs SET title = ?, body = ?, hash = ? WHERE id = ?');
  const deleteDoc = db.prepare('DELETE FROM docs WHERE id = ?');
  const insertText = db.prepare('INSERT INTO docs_fts (rowid, title, body) VALUES (?, ?, ?)');
  const deleteText = db.prepare('DELETE FROM docs_fts WHERE rowid = ?');
  const rowById = db.prepare('SELECT id, kind, slug, title, body, day FROM docs WHERE id = ?');
  const slugsOf = db.prepare('SELECT slug FROM docs WHERE kind = ?').pluck();

  function write(d: SearchDocument): void {
    const hash = hashOf(d);
    const day = d.date ?? null;
    const found = existing.get(d.kind, d.slug) as { id: number; hash: string; day: string | null } | undefined;
    if (found && found.hash === hash && found.day === day) return;
    if (found && found.day === day) {
      deleteText.run(found.id);
      updateDoc.run(d.title, packText(d.body), hash, found.id);
      insertText.run(found.id, d.title, d.body);
      return;
    }
    if (found) remove(found.id);
    const [first, last] = blockOf(d.kind, d.date);
    const id = ((lastInBlock.get(first, last) as number | null) ?? first - 1) + 1;
    if (id > last) throw new Error(`search index: too many ${d.kind} items on ${d.date}`);
    insertDoc.run(id, d.kind, d.slug, d.title, packText(d.body), day, hash);
    insertText.run(id, d.title, d.body);
  }

  function remove(id: number): void {
    deleteText.run(id);
    deleteDoc.run(id);
  }

  const writeBatch = db.transaction((docs: SearchDocument[]) => docs.forEach(write));
  const removeBatch = db.transaction((keys: { kind: SearchKind; slug: string }[]) => {
    for (const k of keys) {
      const found = existing.get(k.kind, k.slug) as { id: number } | undefined;
      if (found) remove(found.id);
    }
  });

  async function inBatches<T>(items: T[], run: (batch: T[]) => void): Promise<void> {
    for (let i = 0; i < items.length; i += BATCH) {
      run(items.slice(i, i + BATCH));
      if (i + BATCH < items.length) await yieldToServer();
    }
  }

  const firstUsed = db.prepare('SELECT id FROM docs WHERE id BETWEEN ? AND ? ORDER BY id LIMIT 1').pluck();
  const lastUsed = db.prepare('SELECT id FROM docs WHERE id BETWEEN ? AND ? ORDER BY id DESC LIMIT 1').pluck();
  const fts = 'FROM docs_fts WHERE docs_fts MATCH @match AND rowid BETWEEN @lo AND @hi';
  const newestSql = db.prepare(`SELECT rowid ${fts} ORDER BY rowid DESC LIMIT @limit`).pluck();
  // bm25() named rather than FTS5's 'rank' column: sorting by 'rank' ignores the rowid range (measured 10× slower).
  const rankedSql = db.prepare(`SELECT rowid AS id, bm25(docs_fts, 10.0, 1.0) AS score ${fts} ORDER BY score LIMIT @limit`);

  const reads: EngineReads<string> = {
    async used(lo, hi) {
      const first = firstUsed.get(lo, hi) as number | undefined;
      const last = lastUsed.get(lo, hi) as number | undefined;
      return first === undefined || last === undefined ? undefined : [first, last];
    },
    newest: async (match, lo, hi, limit) => newestSql.all({ match, lo, hi, limit }) as number[],
    ranked: async (match, lo, hi, limit) => rankedSql.all({ match, lo, hi, limit }) as { id: number; score: number }[],
    hits: async (ids) => ids.map((id) => storedHit(rowById.get(id) as StoredRow)),
  };

  return {
    search: (request) => searchByKinds(request, ftsMatchExpression(request.terms), reads),

    upsert: (docs) => inBatches(docs, writeBatch),

    remove: (keys) => inBatches(keys, removeBatch),

    async retainOnly(kind, keep) {
      const gone = (slugsOf.all(kind) as string[]).filter((slug) => !keep.has(slug)).map((slug) => ({ kind, slug }));
      await inBatches(gone, removeBatch);
    },

    // FTS5 keeps each batch's writes as a segment of its own and merges them a little at a time; a
    // build leaves thousands, which every query then reads (measured 2-3× slower at 110,000 items).
    // One merge of the whole index: about 3 s of this process at that size, once a build.
    async optimize() {
      db.exec("INSERT INTO docs_fts (docs_fts) VALUES ('optimize')");
    },

    count: async () => db.prepare('SELECT count(*) FROM docs').pluck().get() as number,

    getMeta: async (key) => (db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(key) as string | undefined) ?? undefined,

    async setMeta(key, value) {
      db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
    },

    async close() {
      db.close();
    },
  };
}
