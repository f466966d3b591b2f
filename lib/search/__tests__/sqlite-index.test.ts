import { parseQuery } from '@/lib/search/tokens';
import { openSqliteIndex } from '@/lib/search/sqlite-index';
import { defineIndexSuite, suiteDocuments } from './index-suite';

defineIndexSuite('SQLite search index', async () => openSqliteIndex(':memory:'));

// After a full build the index reads prefixes through its vocabulary, and later writes add to it.
defineIndexSuite('SQLite search index after a full build', async () => {
  const index = openSqliteIndex(':memory:');
  await index.upsert(suiteDocuments);
  await index.optimize();
  return index;
});

describe('SQLite search index vocabulary', () => {
  const ask = (index: ReturnType<typeof openSqliteIndex>, q: string) =>
    index.search({ terms: parseQuery(q), sort: 'newest', offset: 0, limit: 100 });

  it('orders newest first when every word is in more than half the documents (bm25 has nothing to rank by)', async () => {
    const index = openSqliteIndex(':memory:');
    const docs = [
      { kind: 'blogs' as const, slug: 'older', title: 'The the the budget', body: 'the', date: '2026-01-01' },
      { kind: 'blogs' as const, slug: 'newer', title: 'Notes', body: 'the budget', date: '2026-01-02' },
      { kind: 'blogs' as const, slug: 'newest', title: 'Notes', body: 'the end', date: '2026-01-03' },
    ];
    await index.upsert(docs);
    const relevance = async (q: string) =>
      (await index.search({ terms: parseQuery(q), sort: 'relevance', offset: 0, limit: 10 })).hits.map((h) => h.slug);
    // Before a build there is no vocabulary: bm25 scores, the title's 'the's first.
    expect((await relevance('the'))[0]).toBe('older');
    await index.optimize();
    expect(await relevance('the')).toEqual(['newest', 'newer', 'older']);
    // 'end' is in one document of three: it ranks as before.
    await index.upsert([{ kind: 'blogs', slug: 'end-title', title: 'The end', body: 'x', date: '2025-01-01' }]);
    expect(await relevance('end')).toEqual(['end-title', 'newest']);
    await index.close();
  });

  it('finds by prefix a word written after the build, and a prefix of more words than it expands', async () => {
    const index = openSqliteIndex(':memory:');
    await index.upsert([{ kind: 'blogs', slug: 'first', title: 'Monetary policy', body: 'x', date: '2026-01-01' }]);
    await index.optimize();
    await index.upsert([{ kind: 'blogs', slug: 'later', title: 'Monetisation of assets', body: 'x', date: '2026-01-02' }]);
    expect((await ask(index, 'monet')).hits.map((h) => h.slug)).toEqual(['later', 'first']);
    // 70 words beginning 'cons': past what a prefix is expanded to, FTS5's own prefix query answers.
    const words = Array.from(
      { length: 70 },
      (_, i) => `cons${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}x`,
    );
    await index.upsert(
      words.map((w, i) => ({
        kind: 'daily' as const,
        slug: w,
        title: w,
        body: 'x',
        date: `2026-02-${String((i % 28) + 1).padStart(2, '0')}`,
      })),
    );
    expect((await ask(index, 'cons')).total).toBe(70);
    expect((await ask(index, 'consa')).total).toBe(3);
    expect((await ask(index, 'zzzz')).total).toBe(0);
    await index.close();
  });
});
