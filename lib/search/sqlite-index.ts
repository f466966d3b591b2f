import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { searchByKinds, type EngineReads } from './kind-ranges';
import type { SearchKind } from './kinds';
import { blockOf } from './rowids';
import type { SearchDocument, SearchIndex } from './search-index';
import { packText, storedHit, type StoredRow } from './stored-text';
import { openVocabulary, type SqliteMatch } from './sqlite-vocabulary';

/*
 * The search index in one SQLite file (FTS5). `docs_fts` is a contentless FTS5 index (with
 * deletes) over each document's title and body; `docs` keeps the rest, the body compressed, so
 * the text is stored once and small (the snippets are made from it). The tokenizer is unicode61
 * with combining marks (M*) as word characters, which keeps Devanagari words whole, and
 * remove_diacritics 2, which folds Latin accents.
 *
 * A document's rowid says its kind and day (rowids.ts), so a kind or a date range is a rowid
 * range and 'newest first' is rowid order. Each kind is read newest first from the top of its
 * range and the read stops here, in JavaScript, at the bottom of the range or the page: FTS5 seeks
 * to an upper rowid bound, but below a lower one it reads on to the end of the doclist (measured:
 * 20 ms for a kind of 6 items under a word in every document, against 0.2 ms so).
 *
 * Its vocabulary (sqlite-vocabulary.ts) turns prefixes into words and says when relevance has
 * nothing to rank by.
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
    db.exec('DROP TABLE IF EXISTS docs_fts; DROP TABLE IF EXISTS docs; DROP TABLE IF EXISTS meta; DROP TABLE IF EXISTS terms;');
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }
  // Every table IF NOT EXISTS: a file of this version from before the vocabulary gains it empty (filled at the next build).
  db.exec(SCHEMA);

  const existing = db.prepare('SELECT id, hash, day FROM docs WHERE kind = ? AND slug = ?');
  const lastInBlock = db.prepare('SELECT max(id) FROM docs WHERE id BETWEEN ? AND ?').pluck();
  const insertDoc = db.prepare('INSERT INTO docs (id, kind, slug, title, body, day, hash) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const updateDoc = db.prepare('UPDATE docs SET title = ?, body = ?, hash = ? WHERE id = ?');
  const deleteDoc = db.prepare('DELETE FROM docs WHERE id = ?');
  const insertText = db.prepare('INSERT INTO docs_fts (rowid, title, body) VALUES (?, ?, ?)');
  const deleteText = db.prepare('DELETE FROM docs_fts WHERE rowid = ?');
  const rowById = db.prepare('SELECT id, kind, slug, title, body, day FROM docs WHERE id = ?');
  const slugsOf = db.prepare('SELECT slug FROM docs WHERE kind = ?').pluck();
  const vocabulary = openVocabulary(db);

  function write(d: SearchDocument): void {
    const hash = hashOf(d);
    const day = d.date ?? null;
    const found = existing.get(d.kind, d.slug) as { id: number; hash: string; day: string | null } | undefined;
    if (found && found.hash === hash && found.day === day) return;
    vocabulary.add(d);
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
  // Only the upper bound goes to FTS5 (see above); the lower one ends the loops below.
  const fromTop = 'FROM docs_fts WHERE docs_fts MATCH @match AND rowid <= @hi ORDER BY rowid DESC';
  const newestSql = db.prepare(`SELECT rowid ${fromTop}`).pluck();
  const scoredSql = db.prepare(`SELECT rowid AS id, bm25(docs_fts, 10.0, 1.0) AS score ${fromTop}`);

  const reads: EngineReads<SqliteMatch> = {
    async used(lo, hi) {
      const first = firstUsed.get(lo, hi) as number | undefined;
      const last = lastUsed.get(lo, hi) as number | undefined;
      return first === undefined || last === undefined ? undefined : [first, last];
    },
    async newest(match, lo, hi, limit) {
      const ids: number[] = [];
      for (const id of newestSql.iterate({ match: match.expression, hi }) as IterableIterator<number>) {
        if (id < lo || ids.length === limit) break;
        ids.push(id);
      }
      return ids;
    },
    async ranked(match, lo, hi, limit) {
      // Nothing to rank by (sqlite-vocabulary.ts): equal scores, which the caller orders newest first.
      if (match.flat) return (await reads.newest(match, lo, hi, limit)).map((id) => ({ id, score: 0 }));
      const scored: { id: number; score: number }[] = [];
      for (const row of scoredSql.iterate({ match: match.expression, hi }) as IterableIterator<{ id: number; score: number }>) {
        if (row.id < lo) break;
        scored.push(row);
      }
      return scored.sort((a, b) => a.score - b.score || b.id - a.id).slice(0, limit);
    },
    hits: async (ids) => ids.map((id) => storedHit(rowById.get(id) as StoredRow)),
  };

  return {
    search: (request) => searchByKinds(request, vocabulary.match(request.terms), reads),

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
      vocabulary.refill();
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
