import type Database from 'better-sqlite3';
import { ftsMatchExpression } from './fts-query';
import type { SearchDocument } from './search-index';
import { foldWord, wordsOf, type SearchTerm } from './tokens';

/*
 * The SQLite index's words and how many documents hold each (the `terms` table), for two things:
 *  - a prefix is sent to FTS5 as the OR of the words it begins (fts-query.ts), read lazily newest
 *    first, instead of FTS5's prefix query, which merges every such word's doclist across the
 *    whole index before it reads a row (10-20 ms per read at 110,000 items, twelve reads a search);
 *  - a search whose every word is in more than half the documents has no relevance order: bm25
 *    gives such a word an IDF of ~0 (FTS5 clamps it to 1e-6), so its scores only count how often
 *    'the' occurs. Relevance is then newest first, without scoring a thousand matches.
 * A full build fills the table from FTS5's own vocabulary (`fts5vocab`, one pass, about a second at
 * 110,000 items); later writes add the words of what they change, cut by tokens.ts as the queries
 * are, counted once until the next build counts them again. Before the first build ends, prefixes
 * are FTS5 prefix queries and relevance always scores.
 */

/** A prefix standing for more words than this is left to FTS5's own prefix query. */
const MAX_EXPANSION = 64;

export type SqliteMatch = { expression: string; flat: boolean };

export function openVocabulary(db: Database.Database) {
  db.exec('CREATE TABLE IF NOT EXISTS terms (term TEXT PRIMARY KEY, docs INTEGER NOT NULL) WITHOUT ROWID');
  const add = db.prepare('INSERT OR IGNORE INTO terms (term, docs) VALUES (?, 1)');
  const beginning = db.prepare(`SELECT term, docs FROM terms WHERE term >= ? AND term < ? || char(1114111) LIMIT ${MAX_EXPANSION + 1}`);
  const exact = db.prepare('SELECT docs FROM terms WHERE term = ?').pluck();
  const documents = () => db.prepare('SELECT count(*) FROM docs').pluck().get() as number;
  const filled = () => db.prepare('SELECT 1 FROM terms LIMIT 1').get() !== undefined;
  let ready = filled();
  let half = documents() / 2;

  /** The words a term stands for with their document counts; null when unknown (too many, or before the first build). */
  function wordsOfTerm(term: SearchTerm): { term: string; docs: number }[] | null {
    const word = term.words[0] ?? '';
    if (term.words.length > 1) return null;
    if (!term.prefix) return [{ term: word, docs: (exact.get(word) as number | undefined) ?? 0 }];
    const found = beginning.all(word, word) as { term: string; docs: number }[];
    return found.length > MAX_EXPANSION ? null : found;
  }

  return {
    /** Adds the words of a document being written (once the table has been filled). */
    add(d: SearchDocument): void {
      if (!ready) return;
      for (const word of new Set(wordsOf(`${d.title} ${d.body}`).map((w) => foldWord(w.word)))) add.run(word);
    },

    /** After a full build: the table again from FTS5's vocabulary. */
    refill(): void {
      db.exec('CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocabulary USING fts5vocab(main, docs_fts, row)');
      db.transaction(() => {
        db.exec('DELETE FROM terms');
        db.exec('INSERT INTO terms (term, docs) SELECT term, doc FROM temp.vocabulary');
      })();
      ready = filled();
      half = documents() / 2;
    },

    /** The MATCH expression of the terms, and whether relevance has nothing to rank them by; null without terms. */
    match(terms: SearchTerm[]): SqliteMatch | null {
      if (!ready) {
        const expression = ftsMatchExpression(terms);
        return expression === null ? null : { expression, flat: false };
      }
      const known = new Map(terms.map((t) => [t, wordsOfTerm(t)]));
      const expression = ftsMatchExpression(terms, (prefix) => {
        const words = [...known].find(([t]) => t.prefix && t.words[0] === prefix)?.[1];
        return words ? words.map((w) => w.term) : null;
      });
      if (expression === null) return null;
      const flat = [...known.values()].every((words) => words !== null && words.length > 0 && words.every((w) => w.docs > half));
      return { expression, flat };
    },
  };
}
