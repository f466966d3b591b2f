import { holdsPhrases, matchCondition, postgresMatch, relevance } from '@/lib/search/postgres-match';
import { documentWords } from '@/lib/search/postgres-words';
import { parseQuery } from '@/lib/search/tokens';
import { cutText, encodeText } from '@/lib/search/word-codec';

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
    expect(match).toMatchObject({ all: [2, 5, 7], any: [[3, 9]], phrases: [{ words: ['way', 'forward'], numbers: [5, 2] }] });
    expect(matchCondition(match, { contains: '@>', overlaps: '&&' }, 4)).toEqual({
      sql: 'words @> $4::int4[] AND words && $5::int4[]',
      values: [
        [2, 5, 7],
        [3, 9],
      ],
    });
  });

  it('finds a phrase word after word, in the title or in the encoded body but not across them', () => {
    const words = new Map<string, number>();
    const numberOf = (w: string) => words.get(w) ?? (words.set(w, words.size + 1), words.size);
    const phrase = { words: ['way', 'forward'], numbers: [] as number[] };
    const holds = (title: string, body: string) => {
      const cut = cutText(body);
      const packed = encodeText(cut, new Map(cut.searched.map((w) => [w, numberOf(w)])));
      phrase.numbers = phrase.words.map(numberOf);
      return holdsPhrases(title, packed, [phrase]);
    };
    expect(holds('Notes', 'The way forward, for now.')).toBe(true);
    expect(holds('Forward the way', 'x')).toBe(false);
    expect(holds('The way', 'Forward!')).toBe(false);
    expect(holds('A WAY Forward', 'x')).toBe(true);
    expect(holds('x', 'The Way — Forward')).toBe(true);
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
