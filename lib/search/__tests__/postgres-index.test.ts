import { Client } from 'pg';
import { startPostgres } from '@/test-support/services/postgres.mjs';
import { openPostgresIndex, type PostgresIndex } from '@/lib/search/postgres-index';
import { MAX_COUNTED } from '@/lib/search/rowids';
import { parseQuery } from '@/lib/search/tokens';
import { defineIndexSuite } from './index-suite';

// Debian's PostgreSQL, a fresh cluster for this file (test-support/services/postgres.mjs).
let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres(6620);
}, 60_000);
afterAll(() => postgres.stop());

async function freshIndex(): Promise<PostgresIndex> {
  const index = openPostgresIndex(postgres.url);
  await index.count();
  const client = new Client(postgres.url);
  await client.connect();
  await client.query('TRUNCATE search_docs, search_meta');
  await client.end();
  return index;
}

async function sql<R extends object>(text: string) {
  const client = new Client(postgres.url);
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

defineIndexSuite('PostgreSQL search index', freshIndex);

describe('PostgreSQL word numbers', () => {
  const newest = (index: PostgresIndex, q: string) => index.search({ terms: parseQuery(q), sort: 'newest', offset: 0, limit: 10 });

  it('numbers a word once for every instance, even when two write it at the same moment', async () => {
    const [a, b] = [await freshIndex(), await freshIndex()];
    await Promise.all([
      a.upsert([{ kind: 'blogs', slug: 'z1', title: 'Zebra crossing', body: 'Quagga' }]),
      b.upsert([{ kind: 'articles', slug: 'z2', title: 'Zebra stripes', body: 'Quagga' }]),
    ]);
    expect(await sql("SELECT word FROM search_words WHERE word IN ('zebra', 'quagga') ORDER BY word")).toEqual([
      { word: 'quagga' },
      { word: 'zebra' },
    ]);
    // Each instance finds what the other wrote, by a whole word and by a prefix.
    for (const index of [a, b]) {
      expect((await newest(index, 'quagga')).hits.map((h) => h.slug).sort()).toEqual(['z1', 'z2']);
      expect((await newest(index, 'zebr')).total).toBe(2);
    }
    await Promise.all([a.close(), b.close()]);
  });

  it('checks a phrase past the first page of documents that hold its words in another order', async () => {
    const index = await freshIndex();
    const reversed = Array.from({ length: 700 }, (_, i) => ({
      kind: 'daily' as const,
      slug: `r${i}`,
      title: `Policy note ${i}`,
      body: 'The policy was monetary.',
      date: '2026-11-20',
    }));
    await index.upsert([
      ...reversed,
      { kind: 'daily', slug: 'phrase', title: 'Older', body: 'The monetary policy committee.', date: '2026-01-01' },
    ]);
    const found = await newest(index, '"monetary policy"');
    expect(found.hits.map((h) => h.slug)).toEqual(['phrase']);
    expect(found.total).toBe(1);
    expect((await newest(index, 'monetary policy')).total).toBe(MAX_COUNTED);
    await index.close();
  });
});

describe('PostgreSQL writers', () => {
  it('lets one instance at a time hold the writers’ lock; a waiting task runs after it', async () => {
    const [a, b] = [await freshIndex(), await freshIndex()];
    const order: string[] = [];
    let release = () => undefined as void;
    const held = a.exclusive(() => new Promise<void>((resolve) => (release = () => (order.push('a'), resolve()))), false);
    await new Promise((r) => setTimeout(r, 100));
    expect(await b.exclusive(async () => order.push('b skipped?'), false)).toBeUndefined();
    const waiting = b.exclusive(async () => order.push('b'), true);
    await new Promise((r) => setTimeout(r, 100));
    release();
    await Promise.all([held, waiting]);
    expect(order).toEqual(['a', 'b']);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('PostgreSQL layout', () => {
  it('keeps each kind in its own partition and makes the GIN index once the build has loaded the rows', async () => {
    const index = await freshIndex();
    await sql('DROP INDEX IF EXISTS search_docs_words');
    await index.upsert([
      { kind: 'daily', slug: 'repo-rate', title: 'Repo rate', body: 'The monetary policy committee', date: '2026-11-20' },
      { kind: 'courses', slug: 'gs-foundation', title: 'GS Foundation', body: 'Polity and economy' },
    ]);
    const rows = await sql<{ part: string; n: string }>(
      'SELECT tableoid::regclass::text AS part, count(*) AS n FROM search_docs GROUP BY 1',
    );
    expect(Object.fromEntries(rows.map((r) => [r.part, Number(r.n)]))).toEqual({ search_docs_daily: 1, search_docs_courses: 1 });
    const leaves = await sql<{ n: string }>("SELECT count(*) AS n FROM pg_partition_tree('search_docs') WHERE isleaf");
    expect(Number(leaves[0]?.n)).toBe(6);
    expect(await sql("SELECT 1 FROM pg_class WHERE relname = 'search_docs_words'")).toHaveLength(0);
    await index.optimize();
    expect(await sql("SELECT 1 FROM pg_class WHERE relname = 'search_docs_words'")).toHaveLength(1);
    const found = await index.search({ terms: [{ words: ['monetary'], prefix: true }], sort: 'relevance', offset: 0, limit: 10 });
    expect(found.hits.map((h) => h.slug)).toEqual(['repo-rate']);
    await index.close();
  });

  it('drops an index of the earlier single-table layout, and the meta that said it was built', async () => {
    await sql('DROP TABLE IF EXISTS search_docs CASCADE');
    await sql('CREATE TABLE search_docs (id bigint PRIMARY KEY, tsv tsvector)');
    await sql(
      "INSERT INTO search_meta (key, value) VALUES ('built-from', 'embedded:old') ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    );
    const index = openPostgresIndex(postgres.url);
    expect(await index.count()).toBe(0);
    expect(await index.getMeta('built-from')).toBeUndefined();
    expect(await sql("SELECT relkind FROM pg_class WHERE relname = 'search_docs'")).toEqual([{ relkind: 'p' }]);
    await index.close();
  });
});

describe('PostgreSQL not there yet', () => {
  it('an index opened before its database exists fails its calls meanwhile, then works once it exists', async () => {
    const url = postgres.url.replace(/\/site$/, '/later');
    const index = openPostgresIndex(url);
    await expect(index.count()).rejects.toThrow(/database "later" does not exist/);
    await expect(index.search({ terms: parseQuery('polity'), sort: 'newest', offset: 0, limit: 10 })).rejects.toThrow();
    await sql('CREATE DATABASE later');
    expect(await index.count()).toBe(0);
    await index.upsert([{ kind: 'articles', slug: 'a', title: 'Polity basics', body: 'The constitution of India' }]);
    expect((await index.search({ terms: parseQuery('polity'), sort: 'newest', offset: 0, limit: 10 })).total).toBe(1);
    await index.close();
  });
});
