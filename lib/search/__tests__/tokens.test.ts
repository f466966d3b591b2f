import { cleanText, foldWord, forEachWord, parseQuery, wordsOf } from '@/lib/search/tokens';
import { ftsMatchExpression } from '@/lib/search/fts-query';

describe('parseQuery', () => {
  it('keeps Devanagari words whole, with their matras, viramas and conjuncts', () => {
    expect(parseQuery('इसरो प्रधानमंत्री क़ीमत')).toEqual([
      { words: ['इसरो'], prefix: true },
      { words: ['प्रधानमंत्री'], prefix: true },
      { words: ['क़ीमत'.normalize('NFC')], prefix: true },
    ]);
  });

  it('folds Latin case and accents, and reads quoted words as a phrase', () => {
    expect(parseQuery('RBI "Monetary  Policy" Café')).toEqual([
      { words: ['rbi'], prefix: false },
      { words: ['monetary', 'policy'], prefix: false },
      { words: ['cafe'], prefix: true },
    ]);
  });

  it('reads FTS syntax as punctuation', () => {
    expect(parseQuery('a* NEAR(b c) -d OR e:f (g)').map((t) => t.words[0])).toEqual(['a', 'near', 'b', 'c', 'd', 'or', 'e', 'f', 'g']);
  });

  it('drops an unpaired quote, control characters and lone surrogates', () => {
    expect(parseQuery('"monetary policy')).toEqual([
      { words: ['monetary'], prefix: true },
      { words: ['policy'], prefix: true },
    ]);
    expect(parseQuery('rb\u0000i \ud800x\u001f')).toEqual([
      { words: ['rb'], prefix: false },
      { words: ['i'], prefix: false },
      { words: ['x'], prefix: false },
    ]);
    expect(cleanText('a\ud800b')).toBe('a\ufffdb');
  });

  it('keeps at most twelve words and no repeats', () => {
    expect(parseQuery('x '.repeat(300))).toEqual([{ words: ['x'], prefix: false }]);
    expect(parseQuery(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '))).toHaveLength(12);
  });

  it('finds nothing in text without words', () => {
    expect(parseQuery('"" * - () : ,')).toEqual([]);
  });
});

describe('foldWord', () => {
  it('lowercases and drops Latin accents, keeping Devanagari marks', () => {
    expect(foldWord('RÉSUMÉ')).toBe('resume');
    expect(foldWord('प्रधानमंत्री')).toBe('प्रधानमंत्री');
  });
});

describe('ftsMatchExpression', () => {
  it('quotes every word, prefix-matches words of four letters or more, and joins with AND', () => {
    expect(ftsMatchExpression(parseQuery('monet "repo rate" a'))).toBe('"monet"* AND "repo rate" AND "a"');
  });

  it('reads a prefix as the OR of the indexed words it begins, when they are known and few', () => {
    const vocabulary = ['monetary', 'monetise', 'repo'];
    const expand = (prefix: string) => (prefix === 'poli' ? null : vocabulary.filter((w) => w.startsWith(prefix)));
    expect(ftsMatchExpression(parseQuery('monet repo'), expand)).toBe('("monetary" OR "monetise") AND "repo"');
    expect(ftsMatchExpression(parseQuery('poli'), expand)).toBe('"poli"*');
    expect(ftsMatchExpression(parseQuery('zebra "repo rate"'), expand)).toBe('"zebra" AND "repo rate"');
  });

  it('is null without terms', () => {
    expect(ftsMatchExpression([])).toBeNull();
  });
});

describe('forEachWord', () => {
  // The definition of a word, as a regular expression: runs of letters, marks, digits and private-use characters.
  const WORD = /[\p{L}\p{M}\p{N}\p{Co}]+/gu;
  const words = (text: string) => {
    const found: string[] = [];
    forEachWord(text, (word, start) => {
      expect(text.slice(start, start + word.length)).toBe(word);
      found.push(word);
    });
    return found;
  };

  it.each([
    ['RBI keeps the repo rate at 6.5% (2026-27).'],
    ['प्रधानमंत्री ने इसरो के मिशन की क़ीमत बताई।'],
    ['mixed हिंदी and English—with dashes_underscores and café'],
    ['astral letters 𝐀𝐁𝐂 and emoji 🙂 between words'],
    ['a lone surrogate \ud800 here and \udc00 there'],
    ['combining a\u0301 and ZWJ \u200d joiners'],
    [''],
    ['   '],
  ])('cuts %j as the WORD pattern does', (text) => {
    expect(words(text)).toEqual(text.match(WORD) ?? []);
  });

  it('cuts random text as the WORD pattern does', () => {
    const alphabet = ['a', 'Z', '7', ' ', '.', '-', 'é', 'क', 'ि', '्', '\u200c', '𝐀', '🙂', '\ud800', '\udc00', '_', '\u0301'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 300; n++) {
      const text = Array.from({ length: next() % 40 }, () => alphabet[next() % alphabet.length]).join('');
      expect(words(text)).toEqual(text.match(WORD) ?? []);
    }
  });

  it('gives wordsOf its words and where each starts and ends', () => {
    const text = 'इसरो, RBI: 6.5%';
    expect(wordsOf(text)).toEqual([...text.matchAll(WORD)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length })));
  });
});
