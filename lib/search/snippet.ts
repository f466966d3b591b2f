import { foldWord, wordsOf, type SearchTerm } from './tokens';

/*
 * The passage of a text shown under a result, with the matching words marked. Built here rather
 * than by either engine so that SQLite and PostgreSQL show the same thing, and so that no cut
 * falls inside a grapheme cluster (a Devanagari conjunct or a letter with its matra): every cut
 * is between two words, and a word boundary is moved to the next cluster boundary when a mark
 * hangs on a space.
 */

export type SnippetPart = { text: string; hit: boolean };

/** Characters of context shown around the first match. */
const BEFORE = 60;
const LENGTH = 220;

const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

/** Whether a text word is one of the terms' words (prefix terms: starts with it). */
function matcher(terms: SearchTerm[]): (word: string) => boolean {
  const exact = new Set(terms.filter((t) => !t.prefix).flatMap((t) => t.words));
  const prefixes = terms.filter((t) => t.prefix).flatMap((t) => t.words);
  return (word) => {
    const folded = foldWord(word);
    return exact.has(folded) || prefixes.some((p) => folded.startsWith(p));
  };
}

/** The cluster boundary at or after `index`. */
function clusterBoundary(text: string, index: number): number {
  if (index <= 0 || index >= text.length) return Math.max(0, Math.min(index, text.length));
  const segment = graphemes.segment(text).containing(index);
  return segment && segment.index < index ? segment.index + segment.segment.length : index;
}

/**
 * About LENGTH characters of `text` around its first matching word (or its start when no word
 * matches, e.g. a match in the title only), cut between words, as plain parts: the caller renders
 * them as text with the hits in <mark>, so nothing in the text is ever read as HTML.
 */
export function snippet(text: string, terms: SearchTerm[]): SnippetPart[] {
  const words = wordsOf(text);
  const isHit = matcher(terms);
  const first = words.find((w) => isHit(w.word));
  const wordStartAtOrBefore = (index: number) => [...words].reverse().find((w) => w.start <= index)?.start ?? 0;
  const from = first ? clusterBoundary(text, Math.max(0, wordStartAtOrBefore(Math.max(0, first.start - BEFORE)))) : 0;
  const inside = words.filter((w) => w.start >= from && w.end <= from + LENGTH);
  const last = inside.at(-1);
  const to =
    from + LENGTH >= text.length
      ? text.length
      : last === undefined
        ? clusterBoundary(text, from + LENGTH)
        : clusterBoundary(text, last.end);
  const parts: SnippetPart[] = [];
  let at = from;
  for (const w of inside) {
    if (!isHit(w.word)) continue;
    if (w.start > at) parts.push({ text: text.slice(at, w.start), hit: false });
    parts.push({ text: text.slice(w.start, w.end), hit: true });
    at = w.end;
  }
  if (to > at) parts.push({ text: text.slice(at, to), hit: false });
  if (from > 0) parts.unshift({ text: '…', hit: false });
  if (to < text.length) parts.push({ text: '…', hit: false });
  return parts.filter((p) => p.text !== '');
}

/**
 * Results with a passage already shown higher on the same page shown without it: courses share
 * their syllabus, so a search for 'polity' put one paragraph under five course titles in a row.
 * The first keeps it; the titles tell the others apart.
 */
export function withoutRepeatedSnippets<T extends { snippet: SnippetPart[] }>(results: T[]): T[] {
  const shown = new Set<string>();
  return results.map((result) => {
    const text = result.snippet.map((part) => part.text).join('');
    if (!shown.has(text)) {
      shown.add(text);
      return result;
    }
    return { ...result, snippet: [] };
  });
}
