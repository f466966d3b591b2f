import type { TermNumbers } from './postgres-words';
import { holdsNumbers } from './word-codec';
import { forEachWord, searchWord, type SearchTerm } from './tokens';

/*
 * A search as the PostgreSQL index runs it over word numbers (postgres-words.ts). The GIN index
 * finds the documents that hold every word (`@>`) and, for each prefix, one of the words it begins
 * (`&&`); those numbers keep no positions, so a phrase is then checked in the title and in the
 * body's encoding (word-codec.ts), and relevance is weighed from the title here rather than by
 * ts_rank over positions.
 */

export type PostgresMatch = {
  /** Numbers every match holds: whole words, and the words of phrases. */
  all: number[];
  /** For each prefix, the numbers of the words it begins: a match holds one of each. */
  any: number[][];
  /** Phrases (two words or more): as searched, to find in the title, and as numbers, in the encoded body. */
  phrases: { words: string[]; numbers: number[] }[];
  terms: SearchTerm[];
};

export function postgresMatch(terms: SearchTerm[], numbers: TermNumbers): PostgresMatch {
  const all = new Set<number>();
  const any: number[][] = [];
  numbers.forEach((words) => {
    for (const word of words) {
      if (word.prefix) any.push([...word.numbers].sort((a, b) => a - b));
      else for (const n of word.numbers) all.add(n);
    }
  });
  return {
    all: [...all].sort((a, b) => a - b),
    any,
    phrases: terms.flatMap((t, i) =>
      t.words.length > 1 ? [{ words: t.words, numbers: (numbers[i] ?? []).map((word) => word.numbers[0] ?? 0) }] : [],
    ),
    terms,
  };
}

/** The match as SQL over the `words` column with the given operators (intarray's, by its schema), and its parameters from `$first`. */
export function matchCondition(match: PostgresMatch, ops: { contains: string; overlaps: string }, first: number) {
  const values: number[][] = [];
  const parts: string[] = [];
  if (match.all.length > 0) {
    values.push(match.all);
    parts.push(`words ${ops.contains} $${first}::int4[]`);
  }
  for (const numbers of match.any) {
    values.push(numbers);
    parts.push(`words ${ops.overlaps} $${first + values.length - 1}::int4[]`);
  }
  return { sql: parts.join(' AND '), values };
}

/** A text's words as searched. */
function searchedWords(text: string): string[] {
  const words: string[] = [];
  forEachWord(text, (word) => words.push(searchWord(word)));
  return words;
}

const holdsPhrase = (words: string[], phrase: string[]) => {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    let j = 0;
    while (j < phrase.length && words[i + j] === phrase[j]) j++;
    if (j === phrase.length) return true;
  }
  return false;
};

/** Whether the title or the encoded body (word-codec.ts) holds each phrase, word after word: never from one into the other. */
export function holdsPhrases(title: string, body: Buffer, phrases: PostgresMatch['phrases']): boolean {
  if (phrases.length === 0) return true;
  const inTitle = searchedWords(title);
  return phrases.every((phrase) => holdsPhrase(inTitle, phrase.words) || holdsNumbers(body, phrase.numbers));
}

/** Weight of a term found in the title and in the body only, as ts_rank weighed the title's A against the body's D. */
const IN_TITLE = 1;
const IN_BODY = 0.1;

/**
 * A match's relevance, lower is better: each term weighs more when the title holds it, and the
 * sum is divided by 1 + the log of the document's length in words (a short text about the term
 * before a long one that mentions it), as ts_rank's normalization 1 did.
 */
export function relevance(title: string, length: number, terms: SearchTerm[]): number {
  const words = searchedWords(title);
  let weight = 0;
  for (const term of terms) {
    const [first = ''] = term.words;
    const inTitle =
      term.words.length > 1
        ? holdsPhrase(words, term.words)
        : words.some((word) => (term.prefix ? word.startsWith(first) : word === first));
    weight += inTitle ? IN_TITLE : IN_BODY;
  }
  return -weight / (1 + Math.log(Math.max(length, 1)));
}
