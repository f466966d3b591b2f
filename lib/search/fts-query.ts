import type { SearchTerm } from './tokens';

/*
 * An FTS5 MATCH expression from parsed terms. Every word is a double-quoted string (a word
 * holds only letters, marks and digits, so it cannot close the quote), so nothing the visitor
 * typed is ever read as FTS5 syntax: NEAR, OR, NOT, '-', ':' and '*' are plain text to it.
 */

const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;

/**
 * The indexed words a prefix stands for, or null when they are unknown or too many. FTS5 answers
 * `"monet"*` by merging the doclists of every word so beginning across the whole index before it
 * looks at a single row (measured 10-20 ms for 'india' at 110,000 items, per kind read); the same
 * words as an OR of exact terms are read lazily, newest first, in under a millisecond.
 */
export type PrefixExpansion = (prefix: string) => string[] | null;

function termExpression({ words, prefix }: SearchTerm, expand?: PrefixExpansion): string {
  const phrase = quoted(words.join(' '));
  if (!prefix) return phrase;
  const known = expand?.(words[0] ?? '');
  if (!known) return `${phrase}*`;
  // No indexed word begins so: the word itself, which matches nothing, keeps the AND honest.
  if (known.length === 0) return phrase;
  return known.length === 1 ? quoted(known[0] ?? '') : `(${known.map(quoted).join(' OR ')})`;
}

/** Every term must match (AND); null when there is nothing to search for. */
export function ftsMatchExpression(terms: SearchTerm[], expand?: PrefixExpansion): string | null {
  return terms.length === 0 ? null : terms.map((t) => termExpression(t, expand)).join(' AND ');
}
