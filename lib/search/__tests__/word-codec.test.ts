import { cutText, decodeText, encodeText, holdsNumbers, wordNumbersOf } from '@/lib/search/word-codec';
import { searchWord, wordsOf } from '@/lib/search/tokens';

/** A vocabulary as the index keeps it: searched forms numbered from 1 in order of first sight. */
function vocabulary() {
  const numbers = new Map<string, number>();
  const words = new Map<number, string>();
  const numberOf = (searched: string) => {
    let n = numbers.get(searched);
    if (n === undefined) {
      n = numbers.size + 1;
      numbers.set(searched, n);
      words.set(n, searched);
    }
    return n;
  };
  return { numberOf, wordOf: (n: number) => words.get(n) ?? '' };
}

/** Encodes with every word of the text numbered first, as a batch's writer does. */
function encode(text: string, numberOf: (searched: string) => number): Buffer {
  const cut = cutText(text);
  return encodeText(cut, new Map(cut.searched.map((w) => [w, numberOf(w)])));
}

const roundTrip = (text: string) => {
  const v = vocabulary();
  const packed = encode(text, v.numberOf);
  return { packed, text: decodeText(packed, v.wordOf), v };
};

describe('the word codec', () => {
  it('gives every text back exactly', () => {
    for (const text of [
      '',
      '   ',
      'One',
      'The Supreme Court’s order (2026): “Way Forward” — UPSC, GS-II; ₹5,000 crore!',
      'Café CAFÉ café Éclair',
      'प्रधानमंत्री ने इसरो के वैज्ञानिकों को बधाई दी।',
      'iPhone McDonald ΟΔΟΣ straße STRASSE',
      `${'a'.repeat(200)} ${'B'.repeat(70)}`,
      'tab\there\nnew line\r\n',
      'emoji 😀 and 𝐁old',
    ])
      expect(roundTrip(text).text).toBe(text);
  });

  it('gives random texts back exactly (checked on 2,000)', () => {
    const pieces = [
      'the',
      'The',
      'THE',
      'Way',
      'forward',
      'Café',
      'इसरो',
      'x1',
      ' ',
      ', ',
      '. ',
      '—',
      '’',
      '"',
      '\n',
      '(',
      ')',
      '₹',
      '😀',
      '  ',
      'ΣΑΣ',
    ];
    let seed = 11;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let round = 0; round < 2000; round++) {
      const text = Array.from({ length: next(14) }, () => pieces[next(pieces.length)]).join('');
      expect(roundTrip(text).text).toBe(text);
    }
  });

  it('lists the numbers of the words it needs to look up, and finds phrases by number', () => {
    const { packed, v } = roundTrip('The way forward, the WAY FORWARD. Forward the way');
    const [the, way, forward] = ['the', 'way', 'forward'].map(v.numberOf);
    expect(new Set(wordNumbersOf(packed))).toEqual(new Set([the, way, forward]));
    expect(holdsNumbers(packed, [way!, forward!])).toBe(true);
    expect(holdsNumbers(packed, [forward!, the!, way!])).toBe(true);
    expect(holdsNumbers(packed, [forward!, way!])).toBe(false);
    // A phrase whose start repeats: a a b in a a a b.
    const repeated = roundTrip('a a a b');
    const [a, b] = ['a', 'b'].map(repeated.v.numberOf);
    expect(holdsNumbers(repeated.packed, [a!, a!, b!])).toBe(true);
  });

  it('finds a phrase exactly where the word cutter does (random texts)', () => {
    const pieces = ['way', 'Way', 'forward', 'always', ' ', ', ', '-', 'x'];
    let seed = 5;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let round = 0; round < 1000; round++) {
      const text = Array.from({ length: 1 + next(12) }, () => pieces[next(pieces.length)]).join('');
      const { packed, v } = roundTrip(text);
      const words = wordsOf(text).map((w) => searchWord(w.word));
      const expected = words.some((w, i) => w === 'way' && words[i + 1] === 'forward');
      expect([text, holdsNumbers(packed, [v.numberOf('way'), v.numberOf('forward')])]).toEqual([text, expected]);
    }
  });

  it('takes two bytes for a word written as searched with a usual separator', () => {
    // The text before the first word (its length, 0), then a header and a number per word.
    expect(roundTrip('the way forward, the way').packed).toHaveLength(1 + 5 * 2);
  });
});
