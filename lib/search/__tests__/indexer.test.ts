import { createContentApi } from '@/lib/content/api';
import { createContentClient } from '@/lib/content/client';
import { directTransport } from '@/lib/content/embedded-transport';
import { httpTransport } from '@/lib/content/http-transport';
import { openContentDatabase } from '@/lib/embedded-api/database';
import { createContentRouter } from '@/lib/embedded-api/router';
import { createStore } from '@/lib/embedded-api/store';
import { startFakeUpstreamProcess } from '@/test-support/start-fake-upstream';
import { createIndexer } from '@/lib/search/indexer';
import { openSqliteIndex } from '@/lib/search/sqlite-index';
import type { SearchIndex } from '@/lib/search/search-index';
import { embeddedSource, upstreamSource } from '@/lib/search/sources';
import { parseQuery } from '@/lib/search/tokens';

jest.mock('next/cache', () => ({ unstable_cache: <T>(fn: T) => fn }));

const find = async (index: SearchIndex, q: string) =>
  (await index.search({ terms: parseQuery(q), sort: 'newest', offset: 0, limit: 50 })).hits.map((h) => `${h.kind}:${h.slug}`);
const silent = () => undefined;

describe('indexing the embedded store', () => {
  it('indexes every kind once, and not again while the content is the same', async () => {
    const store = createStore(await openContentDatabase(':memory:', { dailyArticles: 150 }));
    const api = createContentApi(
      createContentClient(directTransport(createContentRouter(store, { siteUrl: 'http://x', today: () => '2026-01-01' }))),
    );
    const index = openSqliteIndex(':memory:');
    const source = embeddedSource(api, async () => store);
    const logs: string[] = [];
    const indexer = createIndexer(index, source, { refreshMs: 60_000, log: (m) => logs.push(m) });
    await indexer.build();
    const answer = await index.search({ terms: parseQuery('the'), sort: 'newest', offset: 0, limit: 10 });
    expect(Object.keys(answer.byKind).sort()).toEqual(['articles', 'blogs', 'courses', 'daily', 'explorations', 'testseries']);
    expect(answer.byKind.daily).toBeGreaterThan(100);
    expect(await find(index, 'माध्यम')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^blogs:/), expect.stringMatching(/^courses:/)]),
    );
    const documents = await index.count();
    await indexer.build();
    expect(logs.filter((l) => l.includes('built from'))).toHaveLength(1);
    expect(await index.count()).toBe(documents);
  });
});

describe('indexing the institute API (fake upstream)', () => {
  let upstream: Awaited<ReturnType<typeof startFakeUpstreamProcess>>;
  beforeAll(async () => {
    upstream = await startFakeUpstreamProcess(4630);
  });
  afterAll(() => upstream.stop());
  beforeEach(() => upstream.control('/reset', {}));

  const setUp = () => {
    const api = createContentApi(createContentClient(httpTransport({ baseUrl: upstream.apiUrl, timeoutMs: 5000 })));
    const index = openSqliteIndex(':memory:');
    return { index, indexer: createIndexer(index, upstreamSource(api, upstream.apiUrl), { refreshMs: 60_000, log: silent }) };
  };

  it('walks every page of the paged lists and reads the short lists', async () => {
    const { index, indexer } = setUp();
    await indexer.build();
    const calls = (await upstream.control('/calls')) as Record<string, number>;
    const dailyPages = Object.keys(calls).filter((c) => /^GET \/upsc-daily-current-affair(\/\d+)?$/.test(c));
    expect(dailyPages.length).toBeGreaterThan(1);
    expect(await find(index, 'प्रस्तावना')).toEqual(expect.arrayContaining(['daily:fake-daily-hindi', 'blogs:fake-blog-hindi']));
    expect(await find(index, 'MONSOON')).toContain('blogs:fake-blog-hostile-html');
    expect((await find(index, 'fake')).length).toBeGreaterThan(20);
  });

  it('re-reads what a webhook tag names and drops what the API no longer has', async () => {
    const { index, indexer } = setUp();
    await indexer.build();
    expect(await find(index, 'प्रस्तावना')).toContain('daily:fake-daily-hindi');
    await upstream.control('/state', { scenario: 'empty' });
    await indexer.reindex(['daily-current-affair:fake-daily-hindi', 'courses', 'unknown-tag']);
    expect(await find(index, 'प्रस्तावना')).not.toContain('daily:fake-daily-hindi');
    expect((await index.search({ terms: parseQuery('fake'), sort: 'newest', offset: 0, limit: 1 })).byKind.courses).toBeUndefined();
  });

  it('walks again once the last walk is older than rebuildMs, dropping what the API no longer lists', async () => {
    const api = createContentApi(createContentClient(httpTransport({ baseUrl: upstream.apiUrl, timeoutMs: 5000 })));
    const index = openSqliteIndex(':memory:');
    const logs: string[] = [];
    const indexer = createIndexer(index, upstreamSource(api, upstream.apiUrl), {
      refreshMs: 60_000,
      rebuildMs: 0,
      log: (m) => logs.push(m),
    });
    await indexer.build();
    expect(await find(index, 'MONSOON')).toContain('blogs:fake-blog-hostile-html');
    await upstream.control('/state', { scenario: 'empty' });
    await indexer.build();
    expect(await index.count()).toBe(0);
    expect(logs.filter((l) => l.includes('built from'))).toHaveLength(2);
  });

  it('logs a failed build and keeps serving what it has', async () => {
    const logs: string[] = [];
    const api = createContentApi(createContentClient(httpTransport({ baseUrl: upstream.apiUrl, timeoutMs: 5000 })));
    const index = openSqliteIndex(':memory:');
    const indexer = createIndexer(index, upstreamSource(api, upstream.apiUrl), { refreshMs: 60_000, log: (m) => logs.push(m) });
    await upstream.control('/state', { mode: 'error500' });
    await indexer.build();
    expect(logs.join('\n')).toMatch(/search index: build failed/);
    await upstream.control('/state', { mode: 'up' });
    await indexer.build();
    expect(await find(index, 'MONSOON')).toContain('blogs:fake-blog-hostile-html');
  });
});

describe('a full build', () => {
  const batches = [1, 2, 3].map((n) => ({
    kind: 'blogs' as const,
    docs: [{ kind: 'blogs' as const, slug: `b${n}`, title: `Blog ${n}`, body: 'x' }],
  }));
  const sourceOf = (events: string[]) => ({
    name: async () => 'test',
    newest: async () => [],
    forTag: async () => undefined,
    async walk(onBatch: (batch: (typeof batches)[number]) => Promise<void>) {
      for (const [n, batch] of batches.entries()) {
        events.push(`read ${n + 1}`);
        await onBatch(batch);
      }
    },
  });
  const slowIndex = (events: string[], failOn?: string) => {
    const index = openSqliteIndex(':memory:');
    let writing = 0;
    return {
      ...index,
      async upsert(docs: Parameters<SearchIndex['upsert']>[0]) {
        const slug = docs[0]?.slug ?? '';
        writing++;
        events.push(`write ${slug} (${writing} at once)`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        writing--;
        events.push(`wrote ${slug}`);
        if (slug === failOn) throw new Error(`cannot write ${slug}`);
        await index.upsert(docs);
      },
    };
  };

  it('reads the next batch while it writes the last, one write at a time', async () => {
    const events: string[] = [];
    const index = slowIndex(events);
    await createIndexer(index, sourceOf(events) as never, { refreshMs: 60_000, log: silent }).build();
    expect(events).toEqual([
      'read 1',
      'write b1 (1 at once)',
      'read 2',
      'wrote b1',
      'write b2 (1 at once)',
      'read 3',
      'wrote b2',
      'write b3 (1 at once)',
      'wrote b3',
    ]);
    expect(await index.count()).toBe(3);
  });

  it('fails when a write fails, says so, and is not marked built', async () => {
    const index = slowIndex([], 'b3');
    const logs: string[] = [];
    await createIndexer(index, sourceOf([]) as never, { refreshMs: 60_000, log: (m) => logs.push(m) }).build();
    expect(logs).toEqual(['search index: build failed: cannot write b3']);
    expect(await index.getMeta('built-from')).toBeUndefined();
  });
});
