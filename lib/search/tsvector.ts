import { foldWord, forEachWord, type SearchTerm } from './tokens';

/*
 * PostgreSQL's text-search values built from our own words (tokens.ts), never from PostgreSQL's
 * parser: its default parser splits Devanagari words at their vowel signs, as FTS5 did, and our
 * words must mean the same thing in both engines. Both are literals of PostgreSQL's input syntax,
 * lexemes quoted (a word holds letters, marks and digits only, but quotes are escaped anyway).
 */

/** Positions past this are all recorded as it (PostgreSQL's own limit). */
const MAX_POSITION = 16_383;
/** Positions kept per lexeme (PostgreSQL keeps at most 256). */
const MAX_POSITIONS = 256;

const lexeme = (word: string) => (QUOTED.test(word) ? `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'` : `'${word}'`);
const QUOTED = /['\\]/;

/** `'word':1A,4A 'other':2D`: the title's words weigh A, the body's D (ts_rank: 1.0 against 0.1). */
export function tsvectorLiteral(title: string, body: string): string {
  // A full build writes 110,000 of these, so each distinct word is folded and quoted once per document.
  const lists = new Map<string, { positions: string; count: number }>();
  const folded = new Map<string, { positions: string; count: number }>();
  let at = 0;
  let weight = 'A';
  const add = (word: string) => {
    if (at < MAX_POSITION) at++;
    let list = folded.get(word);
    if (list === undefined) {
      const key = foldWord(word);
      list = lists.get(key);
      if (list === undefined) lists.set(key, (list = { positions: '', count: 0 }));
      folded.set(word, list);
    }
    if (list.count < MAX_POSITIONS) {
      list.positions += list.count === 0 ? `${at}${weight}` : `,${at}${weight}`;
      list.count++;
    }
  };
  forEachWord(title, add);
  // A gap, so that no phrase runs from the title into the body.
  if (at < MAX_POSITION) at++;
  weight = 'D';
  forEachWord(body, add);
  const parts: string[] = [];
  for (const [word, list] of lists) parts.push(`${lexeme(word)}:${list.positions}`);
  return parts.join(' ');
}

/** Every term must match, as in SQLite (fts-query.ts); phrases word after word. */
export function tsqueryLiteral(terms: SearchTerm[]): string | null {
  if (terms.length === 0) return null;
  return terms
    .map(({ words, prefix }) => {
      if (words.length > 1) return `(${words.map(lexeme).join(' <-> ')})`;
      const word = lexeme(words[0] ?? '');
      return prefix ? `${word}:*` : word;
    })
    .join(' & ');
}
