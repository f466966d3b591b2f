import type { SearchDocument, SearchIndex, SearchRequest } from '@/lib/search/search-index';
import { parseQuery } from '@/lib/search/tokens';
import { MAX_COUNTED } from '@/lib/search/rowids';

/** The documents every test starts from. */
export const suiteDocuments: SearchDocument[] = [
  { kind: 'daily', slug: 'rbi-policy', title: 'RBI keeps the repo rate', body: 'The monetary policy committee met.', date: '2026-11-20' },
  { kind: 'daily', slug: 'isro', title: 'इसरो का नया मिशन', body: 'प्रधानमंत्री ने इसरो के वैज्ञानिकों को बधाई दी।', date: '2026-11-22' },
  { kind: 'articles', slug: 'bhakti', title: 'The Bhakti movement', body: 'Saints and poets of medieval India.', date: '2025-01-01' },
  {
    kind: 'blogs',
    slug: 'cafe',
    title: 'Notes from a café',
    body: 'Economy and monetary questions, not answers, asked over coffee.',
    date: '2026-10-01',
  },
  { kind: 'courses', slug: 'gs', title: 'GS Foundation', body: 'Polity, economy and the monetary system.' },
];

const ask = (index: SearchIndex, q: string, more: Partial<SearchRequest> = {}) =>
  index.search({ terms: parseQuery(q), sort: 'relevance', offset: 0, limit: 10, ...more });
const slugs = async (index: SearchIndex, q: string, more: Partial<SearchRequest> = {}) =>
  (await ask(index, q, more)).hits.map((h) => h.slug);

/** The behaviour every engine of the index must have (SQLite and PostgreSQL run it). */
export function defineIndexSuite(name: string, open: () => Promise<SearchIndex>) {
  describe(name, () => {
    let index: SearchIndex;
    beforeEach(async () => {
      index = await open();
      await index.upsert(suiteDocuments);
    });
    afterEach(() => index.close());

    it('finds Hindi words whole, not by pieces of them', async () => {
      expect(await slugs(index, 'इसरो')).toEqual(['isro']);
      expect(await slugs(index, 'प्रधानमंत्री')).toEqual(['isro']);
      // 'प' alone is a piece of a word: only a whole word (or a word's start) matches.
      expect(await slugs(index, 'धानमंत्री')).toEqual([]);
    });

    it('matches Latin word prefixes, case- and accent-insensitively', async () => {
      expect(await slugs(index, 'MONET', { sort: 'newest' })).toEqual(['rbi-policy', 'cafe', 'gs']);
      expect(await slugs(index, 'cafe')).toEqual(['cafe']);
      expect(await slugs(index, 'Bhakti Movement')).toEqual(['bhakti']);
    });

    it('ranks title matches first and sorts newest first when asked', async () => {
      await index.upsert([{ kind: 'blogs', slug: 'repo', title: 'Repo rate explained', body: 'x', date: '2020-01-01' }]);
      expect(await slugs(index, 'repo')).toEqual(['repo', 'rbi-policy']);
      expect(await slugs(index, 'repo', { sort: 'newest' })).toEqual(['rbi-policy', 'repo']);
    });

    it('counts by kind and filters by kind and by date', async () => {
      const all = await ask(index, 'monetary');
      expect(all.total).toBe(3);
      expect(all.byKind).toEqual({ daily: 1, blogs: 1, courses: 1 });
      expect((await ask(index, 'monetary', { kind: 'blogs' })).hits.map((h) => h.slug)).toEqual(['cafe']);
      expect(await slugs(index, 'monetary', { range: { from: '2026-11-01', to: '2026-11-30' } })).toEqual(['rbi-policy']);
      expect(await slugs(index, 'monetary', { range: { from: '2026-11-21', to: '2026-11-30' } })).toEqual([]);
    });

    it('matches phrases exactly, never from the title into the body', async () => {
      await index.upsert([{ kind: 'blogs', slug: 'split', title: 'Why monetary', body: 'Policy matters.', date: '2026-11-25' }]);
      expect(await slugs(index, '"monetary policy"')).toEqual(['rbi-policy']);
      expect(await slugs(index, '"policy monetary"')).toEqual([]);
    });

    it('answers hostile input without a syntax error', async () => {
      for (const q of [
        '"',
        '*',
        'NEAR(',
        'a OR',
        '-x',
        'title:x',
        '((',
        ')',
        '\u0000\u0007',
        '\ud800',
        'AND',
        'NOT monetary',
        '^x',
        '{title}',
      ]) {
        await expect(ask(index, q)).resolves.toMatchObject({ total: expect.any(Number) });
      }
      // NOT is a word like any other, not an operator that would exclude 'coffee'.
      expect(await slugs(index, 'monetary NOT coffee')).toEqual(['cafe']);
    });

    it('updates, removes and keeps only what a full walk saw', async () => {
      await index.upsert([{ ...suiteDocuments[0]!, title: 'RBI cuts the repo rate', body: 'A surprise.' }]);
      expect(await slugs(index, 'surprise')).toEqual(['rbi-policy']);
      expect(await slugs(index, 'committee')).toEqual([]);
      await index.remove([{ kind: 'articles', slug: 'bhakti' }]);
      expect(await slugs(index, 'bhakti')).toEqual([]);
      await index.retainOnly('daily', new Set(['isro']));
      expect(await slugs(index, 'surprise')).toEqual([]);
      expect(await index.count()).toBe(3);
    });

    it(`counts at most ${MAX_COUNTED} matches a kind, and pages through them newest first`, async () => {
      const many = Array.from({ length: MAX_COUNTED + 5 }, (_, i) => ({
        kind: 'daily' as const,
        slug: `d${i}`,
        title: `Budget ${i}`,
        body: 'x',
        date: `2025-${String((i % 12) + 1).padStart(2, '0')}-10`,
      }));
      await index.upsert(many);
      const last = await ask(index, 'budget', { sort: 'newest', offset: MAX_COUNTED - 10 });
      expect(last.total).toBe(MAX_COUNTED);
      expect(last.hits.map((h) => h.date)).toEqual(Array(10).fill('2025-01-10'));
      const first = await ask(index, 'budget', { sort: 'newest' });
      expect(first.hits.map((h) => h.date)).toEqual(Array(10).fill('2025-12-10'));
      // Relevance ranks a pool of the newest matches; every page up to the last still has its ten.
      expect((await ask(index, 'budget', { offset: MAX_COUNTED / 2 })).hits).toHaveLength(10);
      expect((await ask(index, 'budget', { offset: MAX_COUNTED - 10 })).hits).toHaveLength(10);
      expect((await ask(index, 'budget', { offset: MAX_COUNTED })).hits).toEqual([]);
    });

    it('keeps the last copy of an item handed over twice in one batch (a list walked while it changes)', async () => {
      await index.upsert([
        { kind: 'blogs', slug: 'twice', title: 'First copy', body: 'x', date: '2026-01-01' },
        { kind: 'blogs', slug: 'twice', title: 'Second copy', body: 'x', date: '2026-01-02' },
      ]);
      expect((await ask(index, 'copy')).hits.map((h) => [h.title, h.date])).toEqual([['Second copy', '2026-01-02']]);
    });

    it('pages through hits', async () => {
      await index.upsert(
        Array.from({ length: 25 }, (_, i) => ({ kind: 'blogs' as const, slug: `b${i}`, title: `Budget ${i}`, body: 'x' })),
      );
      const page3 = await ask(index, 'budget', { offset: 20 });
      expect(page3.total).toBe(25);
      expect(page3.hits).toHaveLength(5);
    });
  });
}
