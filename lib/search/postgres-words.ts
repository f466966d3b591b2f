import type { Pool } from 'pg';
import { forEachWord, searchWord, type SearchTerm } from './tokens';
import { cutText, type CutText } from './word-codec';

/*
 * The PostgreSQL index's vocabulary: every word it holds has a number (`search_words`), and a
 * document keeps the sorted numbers of its distinct words, the array its GIN index is built on.
 * Four bytes a word instead of a tsvector's lexeme, header and positions: the tsvector alone was
 * 1.52× the text it indexed, the numbers are 0.4× (decision 049). A query's words are looked up
 * here first, a prefix as the range of words it begins, as SQLite's vocabulary does.
 *
 * The vocabulary only grows: a number once given always means the same word, in every instance,
 * so an instance may remember the numbers it has used. It grows with the distinct words ever
 * indexed (4,342 in the bench's 110,000 documents), not with documents or searches.
 */

/** Numbers an instance remembers between writes; past this it starts again (a full build reads them back in batches). */
const MAX_REMEMBERED = 200_000;

/** A document's distinct words, as searched, how many words it has (relevance weighs short texts higher), and its body cut for encoding. */
export type DocumentWords = { words: Set<string>; length: number; body: CutText };

export function documentWords(title: string, body: string): DocumentWords {
  const cut = cutText(body);
  const words = new Set(cut.searched);
  let length = cut.words.length;
  forEachWord(title, (word) => {
    length++;
    words.add(searchWord(word));
  });
  return { words, length, body: cut };
}

/** The numbers of each word of each term, in the terms' order (a phrase's words one by one); null when a word is in no document. */
export type TermNumbers = { numbers: number[]; prefix: boolean }[][];

export function openWordNumbers(pool: Pool, ready: () => Promise<unknown>) {
  const remembered = new Map<string, number>();
  const wordsByNumber = new Map<number, string>();

  return {
    /**
     * The number of every word in `words`, giving new words theirs. Outside the caller's
     * transaction: a number remembered here must exist even if that transaction rolls back.
     */
    async forWriting(words: Iterable<string>): Promise<Map<string, number>> {
      await ready();
      const numbers = new Map<string, number>();
      const missing: string[] = [];
      for (const word of words) {
        const n = remembered.get(word);
        if (n === undefined) missing.push(word);
        else numbers.set(word, n);
      }
      if (missing.length === 0) return numbers;
      // Words another instance numbered are only read; the rest are numbered, and a race is settled by the unique word.
      await pool.query(
        `INSERT INTO search_words (word) SELECT w FROM unnest($1::text[]) AS u(w)
         WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = u.w) ON CONFLICT (word) DO NOTHING`,
        [missing],
      );
      const { rows } = await pool.query<{ id: number; word: string }>('SELECT id, word FROM search_words WHERE word = ANY($1::text[])', [
        missing,
      ]);
      if (remembered.size + rows.length > MAX_REMEMBERED) remembered.clear();
      for (const { id, word } of rows) {
        remembered.set(word, id);
        numbers.set(word, id);
      }
      return numbers;
    },

    /** The searched form of each number (to decode texts, word-codec.ts); remembered, since a number never changes its word. */
    async words(numbers: Iterable<number>): Promise<(n: number) => string> {
      const missing = [...new Set(numbers)].filter((n) => !wordsByNumber.has(n));
      if (missing.length > 0) {
        const { rows } = await pool.query<{ id: number; word: string }>('SELECT id, word FROM search_words WHERE id = ANY($1::int4[])', [
          missing,
        ]);
        if (wordsByNumber.size + rows.length > MAX_REMEMBERED) wordsByNumber.clear();
        for (const { id, word } of rows) wordsByNumber.set(id, word);
        const lost = missing.find((n) => !wordsByNumber.has(n));
        if (lost !== undefined) throw new Error(`search index: no word numbered ${lost}`);
      }
      const known = new Map([...numbers].map((n) => [n, wordsByNumber.get(n) ?? '']));
      return (n) => known.get(n) ?? '';
    },

    /** What each term's words stand for, read in one query; null when some word is in no document (nothing can match). */
    async forTerms(terms: SearchTerm[]): Promise<TermNumbers | null> {
      await ready();
      const slots = terms.flatMap((term) => term.words.map((word) => ({ word, prefix: term.prefix })));
      if (slots.length === 0) return null;
      const values: string[] = [];
      const arms = slots.map((slot, i) => {
        values.push(slot.word);
        const at = `$${values.length}`;
        return slot.prefix
          ? `SELECT ${i} AS slot, id FROM search_words WHERE word >= ${at} AND word < ${at} || chr(1114111)`
          : `SELECT ${i} AS slot, id FROM search_words WHERE word = ${at}`;
      });
      const { rows } = await pool.query<{ slot: number; id: number }>(arms.join(' UNION ALL '), values);
      const found = slots.map(() => [] as number[]);
      for (const { slot, id } of rows) found[slot]?.push(id);
      if (found.some((numbers) => numbers.length === 0)) return null;
      // The slots are the terms' words in order.
      let slot = 0;
      return terms.map((term) => term.words.map(() => ({ numbers: found[slot++] ?? [], prefix: term.prefix })));
    },
  };
}
