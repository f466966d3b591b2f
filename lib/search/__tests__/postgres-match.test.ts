import { holdsPhrases, matchCondition, postgresMatch, relevance } from '../postgres-match';
import { documentWords } from '../postgres-words';
import { parseQuery, searchWord, wordsOf } from '../tokens';

describe('a document’s words for the PostgreSQL index', () => {
  it('keeps each distinct word once, as searched, and counts every word', () => {
    const { words, length } = documentWords('Café Policy', 'The policy of the CAFE, प्रधानमंत्री.');
    expect([...words].sort()).toEqual(['cafe', 'of', 'policy', 'the', 'प्रधानमंत्री']);
    expect(length).toBe(8);
  });

  it('cuts a very long word where a query cuts it', () => {
    const long = 'a'.repeat(3000);
    const [word] = documentWords('', long).words;
    expect(word).toBe(parseQuery(long)[0]?.words[0]);
    expect(word).toHaveLength(60);
  });
});

describe('a search as PostgreSQL runs it', () => {
  const terms = parseQuery('monet "way forward" the');
  const match = postgresMatch(terms, [
    [{ numbers: [9, 3], prefix: true }],
    [
      { numbers: [5], prefix: false },
      { numbers: [2], prefix: false },
    ],
    [{ numbers: [7], prefix: false }],
  ]);

  it('asks for every whole word at once and for one word of each prefix', () => {
    expect(match).toMatchObject({ all: [2, 5, 7], any: [[3, 9]], phrases: [['way', 'forward']] });
    expect(matchCondition(match, { contains: '@>', overlaps: '&&' }, 4)).toEqual({
      sql: 'words @> $4::int4[] AND words && $5::int4[]',
      values: [[2, 5, 7], [3, 9]],
    });
  });

  it('finds a phrase word after word, in the title or in the body but not across them', () => {
    expect(holdsPhrases('Notes', () => 'The way forward, for now.', [['way', 'forward']])).toBe(true);
    expect(holdsPhrases('Forward the way', () => 'x', [['way', 'forward']])).toBe(false);
    expect(holdsPhrases('The way', () => 'Forward!', [['way', 'forward']])).toBe(false);
    expect(holdsPhrases('A WAY Forward', () => 'x', [['way', 'forward']])).toBe(true);
    expect(holdsPhrases('x', () => 'Le Café Policy', [['cafe', 'policy']])).toBe(true);
    expect(holdsPhrases('x', () => 'प्रधानमंत्री ने इसरो के', [['ने', 'इसरो']])).toBe(true);
    expect(holdsPhrases('x', () => 'प्रधानमंत्री ने इसरो के', [['इसरो', 'ने']])).toBe(false);
  });

  it('reads an ASCII text as the word cutter does (checked against it on random texts)', () => {
    const vocabulary = ['way', 'wayward', 'forward', 'a', 'Way', 'FORWARD', 'always', 'x1', '1x'];
    const separators = [' ', ', ', '-', '.', '  ', "'", '_'];
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let round = 0; round < 2000; round++) {
      const text = Array.from({ length: 1 + next(8) }, () => `${vocabulary[next(vocabulary.length)]}${separators[next(separators.length)]}`).join('');
      const phrase = Array.from({ length: 2 + next(2) }, () => (vocabulary[next(vocabulary.length)] ?? '').toLowerCase());
      const words = wordsOf(text).map((w) => searchWord(w.word));
      const expected = words.some((_, i) => phrase.every((p, j) => words[i + j] === p));
      expect([text, phrase, holdsPhrases('', () => text, [phrase])]).toEqual([text, phrase, expected]);
    }
  });

  it('ranks a title that holds the terms above a body that does, and a short text above a long one', () => {
    const query = parseQuery('repo');
    expect(relevance('Repo rate explained', 10, query)).toBeLessThan(relevance('RBI policy', 10, query));
    expect(relevance('RBI policy', 10, query)).toBeLessThan(relevance('RBI policy', 1000, query));
    // A prefix weighs the title's words it begins; a whole word only itself.
    expect(relevance('Reporting', 10, parseQuery('repo'))).toBe(relevance('Repo', 10, parseQuery('repo')));
    expect(relevance('Reporting', 10, parseQuery('"repo"'))).toBeGreaterThan(relevance('Repo', 10, parseQuery('"repo"')));
  });
});
