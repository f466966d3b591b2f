/*
 * The words of a text as both engines see them. Devanagari vowel signs, viramas and nuktas are
 * combining marks (Unicode Mn, Mc), so a word is a run of letters, marks and digits: 'प्रधानमंत्री'
 * stays one word, and the SQLite tokenizer is configured to cut the same way (sqlite-index.ts).
 */

import { SEARCH_PREFIX_MIN_LENGTH } from '@/lib/listing/constants';

/** Longest search text read; longer input is refused before it gets here (params.ts). */
const MAX_WORDS = 12;
const MAX_WORD_LENGTH = 60;

/** A word character: a letter, a mark, a digit or a private-use character. A word is a run of them. */
const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}\p{Co}]$/u;

/*
 * Whether each code point of the Basic Multilingual Plane is a word character, worked out on first
 * sight: 0 not yet known, 1 yes, 2 no. A full index build reads 180 MB of text, and a regular
 * expression of these Unicode classes costs about 30 ns a character, this table a few.
 */
const known = new Uint8Array(0x10000);
const isWordCodePoint = (code: number): boolean => {
  if (code > 0xffff) return WORD_CHARACTER.test(String.fromCodePoint(code));
  if (known[code] === 0) known[code] = WORD_CHARACTER.test(String.fromCharCode(code)) ? 1 : 2;
  return known[code] === 1;
};

/** Calls `visit` with each word of `text` and where it starts, in order. */
export function forEachWord(text: string, visit: (word: string, start: number) => void): void {
  let start = -1;
  for (let i = 0; i < text.length;) {
    const unit = text.charCodeAt(i);
    // A pair of surrogates is one code point; a lone one is not a word character.
    const code = unit >= 0xd800 && unit <= 0xdbff ? (text.codePointAt(i) ?? unit) : unit;
    const inWord = isWordCodePoint(code);
    if (inWord && start < 0) start = i;
    else if (!inWord && start >= 0) {
      visit(text.slice(start, i), start);
      start = -1;
    }
    i += code > 0xffff ? 2 : 1;
  }
  if (start >= 0) visit(text.slice(start), start);
}

// C0/C1 controls and lone surrogates: never part of a word, and lone surrogates break encoders.
const UNSAFE = /[\p{Cc}\p{Cs}]/gu;
const ASCII = /^[\x00-\x7f]*$/;

/** Text as it is indexed and searched: well formed, composed (NFC), without control characters. */
export function cleanText(text: string): string {
  return text.toWellFormed().replace(UNSAFE, ' ').normalize('NFC');
}

/** How two words are compared: lower case, Latin accents dropped ('Café' → 'cafe'), Devanagari marks kept. */
export function foldWord(word: string): string {
  // Most words are ASCII, where decomposing changes nothing: a full index build folds millions.
  if (ASCII.test(word)) return word.toLowerCase();
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();
}

/** A word as an index keeps it and a query looks for it: folded, and cut at the longest word a query keeps. */
export const searchWord = (word: string): string => foldWord(word).slice(0, MAX_WORD_LENGTH);

/** The words of a text with where each starts and ends in it. */
export function wordsOf(text: string): { word: string; start: number; end: number }[] {
  const words: { word: string; start: number; end: number }[] = [];
  forEachWord(text, (word, start) => words.push({ word, start, end: start + word.length }));
  return words;
}

/** One thing to find: a word (matched as a prefix when unquoted and long enough) or a quoted phrase of several. */
export type SearchTerm = { words: string[]; prefix: boolean };

/**
 * What a visitor typed, as terms: words in double quotes form a phrase matched exactly, other
 * words of 4+ letters match as prefixes ('monet' finds 'monetary'). Everything else (operators, brackets,
 * colons, stars, minus signs) is punctuation: it separates words and means nothing.
 */
export function parseQuery(input: string): SearchTerm[] {
  const text = cleanText(input);
  const terms: SearchTerm[] = [];
  let count = 0;
  // Split on quotes: odd pieces were inside a pair; an unpaired quote opens nothing.
  const pieces = text.split('"');
  const paired = pieces.length % 2 === 1 ? pieces : [...pieces.slice(0, -2), pieces.slice(-2).join(' ')];
  paired.forEach((piece, i) => {
    const words = wordsOf(piece)
      .map((w) => searchWord(w.word))
      .slice(0, MAX_WORDS - count);
    count += words.length;
    if (words.length === 0) return;
    if (i % 2 === 1 && words.length > 1) terms.push({ words, prefix: false });
    else terms.push(...words.map((word) => ({ words: [word], prefix: i % 2 === 0 && [...word].length >= SEARCH_PREFIX_MIN_LENGTH })));
  });
  return dedupe(terms);
}

function dedupe(terms: SearchTerm[]): SearchTerm[] {
  const seen = new Set<string>();
  return terms.filter((t) => {
    const key = `${t.prefix ? '*' : ''}${t.words.join(' ')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
