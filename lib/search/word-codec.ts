import { forEachWord, searchWord } from './tokens';

/*
 * A text as the PostgreSQL index keeps it: each word as the number of its searched form
 * (postgres-words.ts) with how to write it (as searched, capitalised, in capitals, or spelt out
 * when none of these gives it back), and the text between words as one of the usual separators
 * or spelt out. Smaller than the text deflated (each word a byte or two plus a byte), it gives the
 * text back exactly, and a phrase is checked on it by comparing numbers, without unpacking it.
 *
 * Layout: the text before the first word (a length and UTF-8), then per word a byte (bits 0-1 how
 * it is written, bits 2-7 the separator after it: an index in SEPARATORS, or 63 spelt out), its
 * number, the word spelt out when written so, and the separator spelt out when so. Numbers and
 * lengths are unsigned LEB128.
 */

/** The separators a byte names; any other is spelt out. */
const SEPARATORS = [
  ' ',
  ', ',
  '. ',
  '',
  '’',
  "'",
  ': ',
  '; ',
  '-',
  ' – ',
  ' — ',
  '—',
  '–',
  ' (',
  ') ',
  '), ',
  ').',
  ')',
  '. “',
  '” ',
  '“',
  '”',
  '"',
  ' "',
  '" ',
  '.',
  ',',
  '/',
  '? ',
  '! ',
  '\n',
  '.\n',
  ' & ',
  ' | ',
  '%',
  '% ',
  ' ₹',
  '₹',
  ':',
  '. (',
  ' - ',
  '’ ',
  '." ',
  '.” ',
  ', “',
  ',” ',
  ' ‘',
  '‘',
  ' [',
  '] ',
  '…',
  '... ',
  ' +',
  '@',
  '#',
  '*',
  '=',
  '_',
  '.)',
  '?',
  '!',
  '; and ',
  '\n\n',
] as const;
const SPELT = 63;
const separatorCode = new Map<string, number>(SEPARATORS.map((s, i) => [s, i]));

const AS_SEARCHED = 0;
const CAPITALISED = 1;
const CAPITALS = 2;
const SPELT_WORD = 3;

const capitalise = (word: string) => {
  const first = word.codePointAt(0) ?? 0;
  const size = first > 0xffff ? 2 : 1;
  return String.fromCodePoint(first).toUpperCase() + word.slice(size);
};

/** How `word` is written from its searched form, or SPELT_WORD. */
function writing(word: string, searched: string): number {
  if (word === searched) return AS_SEARCHED;
  if (capitalise(searched) === word) return CAPITALISED;
  if (searched.toUpperCase() === word) return CAPITALS;
  return SPELT_WORD;
}

class Writer {
  private bytes = new Uint8Array(256);
  length = 0;
  private room(n: number) {
    if (this.length + n <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + n));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
  byte(b: number) {
    this.room(1);
    this.bytes[this.length++] = b;
  }
  number(n: number) {
    this.room(5);
    while (n > 0x7f) {
      this.bytes[this.length++] = (n & 0x7f) | 0x80;
      n >>>= 7;
    }
    this.bytes[this.length++] = n;
  }
  text(s: string) {
    const utf8 = Buffer.from(s, 'utf8');
    this.number(utf8.length);
    this.room(utf8.length);
    this.bytes.set(utf8, this.length);
    this.length += utf8.length;
  }
  done(): Buffer {
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.length);
  }
}

/** A text cut into its words, each with where it starts and its searched form: cut once for both the vocabulary and the encoding. */
export type CutText = { text: string; words: string[]; starts: number[]; searched: string[] };

export function cutText(text: string): CutText {
  const cut: CutText = { text, words: [], starts: [], searched: [] };
  // Folding is the costly part of cutting, and most words repeat within a text.
  const folded = new Map<string, string>();
  forEachWord(text, (word, start) => {
    let searched = folded.get(word);
    if (searched === undefined) folded.set(word, (searched = searchWord(word)));
    cut.words.push(word);
    cut.starts.push(start);
    cut.searched.push(searched);
  });
  return cut;
}

/** Encodes a cut text; `numbers` holds the number of each of its searched words. */
export function encodeText({ text, words, starts, searched }: CutText, numbers: Map<string, number>): Buffer {
  const out = new Writer();
  out.text(text.slice(0, starts[0] ?? text.length));
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const form = searched[i] ?? '';
    const end = (starts[i] ?? 0) + word.length;
    const next = starts[i + 1] ?? text.length;
    // Most words are followed by one space: no need to cut it out to name it.
    const separator = next === end + 1 && text.charCodeAt(end) === 32 ? ' ' : text.slice(end, next);
    const n = numbers.get(form);
    if (n === undefined) throw new Error(`search index: no number for the word '${form}'`);
    const how = writing(word, form);
    const code = separatorCode.get(separator) ?? SPELT;
    out.byte(how | (code << 2));
    out.number(n);
    if (how === SPELT_WORD) out.text(word);
    if (code === SPELT) out.text(separator);
  }
  return out.done();
}

/** Reads an encoded text: `visit` gets each word's number and, when it is spelt out, its text. */
function read(packed: Buffer, visit: (n: number, how: number, spelt: string | undefined, separator: string) => void | false): string {
  let at = 0;
  const number = () => {
    let n = 0;
    let shift = 0;
    for (;;) {
      const b = packed[at++] ?? 0;
      n += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return n;
      shift += 7;
    }
  };
  const text = () => {
    const length = number();
    const s = packed.toString('utf8', at, at + length);
    at += length;
    return s;
  };
  const before = text();
  while (at < packed.length) {
    const header = packed[at++] ?? 0;
    const how = header & 3;
    const code = header >> 2;
    const n = number();
    const spelt = how === SPELT_WORD ? text() : undefined;
    const separator = code === SPELT ? text() : (SEPARATORS[code] ?? '');
    if (visit(n, how, spelt, separator) === false) break;
  }
  return before;
}

/** The numbers of an encoded text's words, to look their searched forms up for `decodeText`. */
export function wordNumbersOf(packed: Buffer): number[] {
  const numbers: number[] = [];
  read(packed, (n, how) => {
    if (how !== SPELT_WORD) numbers.push(n);
  });
  return numbers;
}

/** The text back; `wordOf` gives the searched form of each number `wordNumbersOf` listed. */
export function decodeText(packed: Buffer, wordOf: (n: number) => string): string {
  const parts: string[] = [];
  const before = read(packed, (n, how, spelt, separator) => {
    const searched = spelt === undefined ? wordOf(n) : '';
    parts.push(spelt ?? (how === CAPITALISED ? capitalise(searched) : how === CAPITALS ? searched.toUpperCase() : searched), separator);
  });
  return before + parts.join('');
}

/** Whether an encoded text holds the words numbered `phrase` one after the other. */
export function holdsNumbers(packed: Buffer, phrase: number[]): boolean {
  const last: number[] = [];
  let found = false;
  read(packed, (n) => {
    last.push(n);
    if (last.length > phrase.length) last.shift();
    if (last.length === phrase.length && last.every((m, i) => m === phrase[i])) {
      found = true;
      return false;
    }
  });
  return found;
}
