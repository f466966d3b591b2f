import type { SearchTerm } from './tokens';

/*
 * An FTS5 MATCH expression from parsed terms. Every word is a double-quoted string (a word
 * holds only letters, marks and digits, so it cannot close the quote), so nothing the visitor
 * typed is ever read as FTS5 syntax: NEAR, OR, NOT, '-', ':' and '*' are plain text to it.
 */

const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;

function termExpression({ words, prefix }: SearchTerm): string {
  const phrase = quoted(words.join(' '));
  return prefix ? `${phrase}*` : phrase;
}

/** Every term must match (AND); null when there is nothing to search for. */
export function ftsMatchExpression(terms: SearchTerm[]): string | null {
  return terms.length === 0 ? null : terms.map(termExpression).join(' AND ');
}
