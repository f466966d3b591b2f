import { snippet, withoutRepeatedSnippets } from '@/lib/search/snippet';
import { parseQuery } from '@/lib/search/tokens';

const joined = (parts: { text: string }[]) => parts.map((p) => p.text).join('');
const hits = (parts: { text: string; hit: boolean }[]) => parts.filter((p) => p.hit).map((p) => p.text);

describe('snippet', () => {
  const long = `${'Background of the economy and its institutions. '.repeat(6)}The RBI kept the repo rate unchanged in its monetary policy review. ${'Inflation stays within the band. '.repeat(8)}`;

  it('marks prefix matches in any case, around the first one, cut between words', () => {
    const parts = snippet(long, parseQuery('Monet RBI'));
    expect(hits(parts)).toEqual(['RBI', 'monetary']);
    expect(parts[0]).toEqual({ text: '…', hit: false });
    expect(parts.at(-1)).toEqual({ text: '…', hit: false });
    const text = joined(parts).slice(1, -1);
    expect(long).toContain(text);
    expect(text.length).toBeLessThanOrEqual(230);
    expect(text).toMatch(/^\S/);
    expect(text).toMatch(/[.\w]$/);
  });

  it('matches accented text from an unaccented query', () => {
    expect(hits(snippet('Le résumé du café', parseQuery('resume cafe')))).toEqual(['résumé', 'café']);
  });

  it('never cuts a Devanagari cluster', () => {
    const hindi = `${'भारतीय अंतरिक्ष अनुसंधान संगठन ने आज घोषणा की। '.repeat(8)}इसरो के प्रमुख ने प्रधानमंत्री से भेंट की। ${'यह मिशन चंद्रमा के दक्षिणी ध्रुव पर उतरेगा। '.repeat(8)}`;
    const parts = snippet(hindi, parseQuery('इसरो प्रधानमंत्री'));
    expect(hits(parts)).toEqual(['इसरो', 'प्रधानमंत्री']);
    const text = joined(parts).slice(1, -1);
    expect(hindi).toContain(text);
    const clusters = [...new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(hindi)].map((s) => s.index);
    const start = hindi.indexOf(text);
    expect(clusters).toContain(start);
    expect(clusters).toContain(start + text.length);
    // No cut leaves a mark (matra, virama, anusvara) at either end.
    expect(text).not.toMatch(/^\p{M}/u);
  });

  it('does not cut a mark off a space it hangs on', () => {
    const text = `${'शब्द '.repeat(20)}\u093f${'क'.repeat(300)}`;
    const parts = snippet(text, parseQuery('शब्द'));
    expect(joined(parts)).not.toMatch(/\p{M}…$/u);
    const body = joined(parts).replace(/…$/, '');
    expect(text.startsWith(body)).toBe(true);
  });

  it('starts at the beginning when only the title matched, and keeps short text whole', () => {
    expect(snippet('Short text.', parseQuery('other'))).toEqual([{ text: 'Short text.', hit: false }]);
  });
});

describe('withoutRepeatedSnippets', () => {
  const terms = parseQuery('polity');
  const syllabus = 'General Studies I covers history and geography; Indian Polity and Governance covers the Constitution.';
  const result = (title: string, body: string) => ({ title, snippet: snippet(body, terms) });

  it('keeps a passage under the first result that has it and drops it under the later ones', () => {
    const shown = withoutRepeatedSnippets([
      result('1 Year G.S Foundation Course', syllabus),
      result('The Collegium System', 'Syllabus: GS Paper II — Polity. Practise related questions.'),
      result('2 Years G.S Foundation Course', syllabus),
      result('G.S Weekend Programme', syllabus),
    ]);
    expect(shown.map((r) => [r.title, r.snippet.length > 0])).toEqual([
      ['1 Year G.S Foundation Course', true],
      ['The Collegium System', true],
      ['2 Years G.S Foundation Course', false],
      ['G.S Weekend Programme', false],
    ]);
    expect(shown[0]?.snippet.some((part) => part.hit && part.text === 'Polity')).toBe(true);
  });

  it('leaves different passages alone, however alike', () => {
    const shown = withoutRepeatedSnippets([result('a', `${syllabus} Two years.`), result('b', `${syllabus} One year.`)]);
    expect(shown.every((r) => r.snippet.length > 0)).toBe(true);
  });
});
