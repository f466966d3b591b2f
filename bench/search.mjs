import { rmSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import './ts-hooks.mjs';
import { startPostgres } from '../test-support/services/postgres.mjs';
import { run } from '../scripts/run.mjs';
import { stopAll } from '../test-support/services/servers.mjs';
import { commit, record, startSite, table } from './lib.mjs';

/*
 * The site search at scale (issue 25's goals): 100,000 daily current-affairs articles (the
 * embedded store's demo content at that size) and 10,000 other items (articles and blogs made
 * from the demo's, with their own addresses and dates), indexed in SQLite FTS5 in-process as the
 * site does (lib/search: the embedded source, the indexer, the index). Then:
 *   - the full build's time, and the index's size against the text it holds;
 *   - the server time of 1,000 realistic queries (one word, two words, a phrase, Hindi, a rare
 *     word, a word in every document; relevance and newest, some by kind, pages 1 to 3), p95/p99;
 *   - a re-index of 100 changed items;
 *   - /search's time to first byte over HTTP, uncached (a production build serving that index), p95.
 * Both engines: SQLite (the default) and PostgreSQL (SEARCH_DATABASE_URL; Debian's, started by
 * test-support/services/postgres.mjs on BENCH_SEARCH_PORT + 6), the same documents, queries and site build.
 *   node bench/search.mjs        (BENCH_SKIP_BUILD=1 reuses the build; BENCH_SEARCH_PORT moves the site, default 3740;
 *                                 SEARCH_ENGINES=sqlite or =postgres measures one engine)
 * Each engine is measured in a process of its own, as each runs in production: measured second in
 * the first one's process, PostgreSQL's build took 59-63 s, against 51-54 s alone.
 */
const DAILY = 100_000;
const OTHERS = 10_000;
const QUERIES = 1000;
const HTTP_QUERIES = 300;
const PORT = Number(process.env.BENCH_SEARCH_PORT || 3740);
const DATA_DIR = path.resolve('.data-bench-search');
const BUILD = '.next-bench-search';
const GOALS = { p95: 30, p99: 60, ttfb: 100, buildS: 60, ratio: 1.5, reindexMs: 1000 };

const engines = (process.env.SEARCH_ENGINES || 'sqlite,postgres').split(',');
if (engines.length > 1) {
  for (const [n, engine] of engines.entries()) {
    // Without this process's mark of its TypeScript hooks, which the child registers for itself.
    const { TS_HOOKS_WORKER: _, ...inherited } = process.env;
    const env = { ...inherited, SEARCH_ENGINES: engine, ...(n > 0 ? { BENCH_SKIP_BUILD: '1' } : {}) };
    const code = await run(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], { env });
    if (code !== 0) process.exit(code);
  }
  process.exit(0);
}

const { openContentDatabase } = await import('@/lib/embedded-api/database');
const { createStore } = await import('@/lib/embedded-api/store');
const { createContentRouter } = await import('@/lib/embedded-api/router');
const { createContentApi } = await import('@/lib/content/api');
const { createContentClient } = await import('@/lib/content/client');
const { directTransport } = await import('@/lib/content/embedded-transport');
const { rawDocuments } = await import('@/lib/search/documents');
const { embeddedSource } = await import('@/lib/search/sources');
const { createIndexer } = await import('@/lib/search/indexer');
const { openSqliteIndex } = await import('@/lib/search/sqlite-index');
const { openPostgresIndex } = await import('@/lib/search/postgres-index');
const { runSearch } = await import('@/lib/search/search');
const { wordsOf, foldWord } = await import('@/lib/search/tokens');
const { addDays, todayInIndia } = await import('@/lib/dates');

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const fileSize = (file) => (existsSync(file) ? statSync(file).size : 0);
const mb = (bytes) => (bytes / 1e6).toFixed(1);

rmSync(DATA_DIR, { recursive: true, force: true });
const today = todayInIndia();
console.log(`seeding ${DAILY.toLocaleString()} daily articles…`);
const db = await openContentDatabase(path.join(DATA_DIR, 'content.sqlite'), { dailyArticles: DAILY });
const store = createStore(db);
const router = createContentRouter(store, { siteUrl: `http://localhost:${PORT}`, today: () => today });
const api = createContentApi(createContentClient(directTransport(router)));
const embedded = embeddedSource(api, async () => store);

/** The demo's articles and blogs again and again, each copy with its own address and an older date. */
function otherDocuments() {
  const articles = store.all('articles');
  const blogs = store.all('blogs');
  return Array.from({ length: OTHERS }, (_, i) => {
    const blog = i % 2 === 1;
    const raw = (blog ? blogs : articles)[Math.floor(i / 2) % (blog ? blogs : articles).length];
    const slugKey = blog ? 'blogurl' : 'articleurl';
    const copy = { ...raw, [slugKey]: `${raw[slugKey]}-copy-${i}`, date: addDays(today, -(i % 2000)) };
    return (blog ? rawDocuments.blogs : rawDocuments.articles).parse(copy);
  });
}

/** Words of sampled documents, for the rare-word queries; filled by the first walk. */
const texts = [];

/** A source that walks the embedded store plus the other items, counting the text it hands over. */
function countingSource(counter) {
  return {
    name: embedded.name,
    newest: embedded.newest,
    forTag: embedded.forTag,
    async walk(onBatch) {
      const counting = async (batch) => {
        for (const d of batch.docs) {
          counter.textBytes += Buffer.byteLength(d.title) + Buffer.byteLength(d.body);
          if (texts.length < 3000 && Math.random() < 0.03) texts.push(d);
        }
        await onBatch(batch);
      };
      await embedded.walk(counting);
      const others = otherDocuments();
      for (let i = 0; i < others.length; i += 1000) {
        const docs = others.slice(i, i + 1000);
        for (const kind of ['articles', 'blogs']) await counting({ kind, docs: docs.filter((d) => d.kind === kind) });
      }
    },
  };
}

let queries;
function makeQueries() {
  /** Words of the indexed text by how many sampled documents hold them. */
  const frequency = new Map();
  for (const d of texts)
    for (const w of new Set(wordsOf(`${d.title} ${d.body}`).map((x) => foldWord(x.word)))) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const byFrequency = [...frequency.entries()].filter(([w]) => /^[a-z]{5,}$/.test(w)).sort((a, b) => a[1] - b[1]);
  const kinds = {
    'one word': [
      'economy',
      'inflation',
      'parliament',
      'monsoon',
      'constitution',
      'biodiversity',
      'federalism',
      'election',
      'governor',
      'judiciary',
      'monet',
      'climat',
    ],
    'two words': [
      'repo rate',
      'climate change',
      'fiscal deficit',
      'supreme court',
      'bhakti movement',
      'monetary policy',
      'space mission',
      'answer writing',
    ],
    phrase: [
      '"monetary policy"',
      '"one nation one election"',
      '"way forward"',
      '"prelims pointer"',
      '"tenth schedule"',
      '"green hydrogen"',
    ],
    Hindi: ['माध्यम', 'हिंदी', 'तैयारी', 'अभ्यर्थियों', 'हिंदी माध्यम', 'सामान्य अध्ययन'],
    'rare word': byFrequency.slice(0, 60).map(([w]) => w),
    'word in every document': ['the', 'and', 'upsc', 'india', 'of'],
  };
  const searchKinds = ['daily', 'articles', 'blogs', 'courses'];
  return Array.from({ length: QUERIES }, (_, n) => {
    const category = Object.keys(kinds)[n % 6];
    const list = kinds[category];
    return {
      category,
      params: {
        q: list[Math.floor(n / 6) % list.length],
        sort: n % 10 < 7 ? 'relevance' : 'newest',
        page: 1 + (n % 3 === 2 ? 1 : 0) + (n % 9 === 8 ? 1 : 0),
        ...(n % 5 === 4 ? { kind: searchKinds[n % searchKinds.length] } : {}),
      },
    };
  });
}

/** Every figure of one engine: `open()` gives its index, `size()` its bytes once closed, `siteEnv` points the site at it. */
async function measure(engine, { open, size, exclusive, siteEnv }) {
  const counter = { textBytes: 0 };
  let index = open();
  const indexer = createIndexer(index, countingSource(counter), {
    refreshMs: 3_600_000,
    log: (m) => console.log(`[${engine}] ${m}`),
    ...(exclusive ? { exclusive: exclusive(index) } : {}),
  });
  console.log(`[${engine}] indexing ${DAILY.toLocaleString()} + ${OTHERS.toLocaleString()} items…`);
  let started = performance.now();
  await indexer.build();
  const buildS = (performance.now() - started) / 1000;
  const documents = await index.count();
  await index.close();
  const indexBytes = await size();
  index = open();
  queries ??= makeQueries();

  console.log(`[${engine}] querying…`);
  for (const q of queries.slice(0, 50)) await runSearch(index, q.params); // warm-up
  const times = [];
  const perCategory = {};
  for (const q of queries) {
    const outcome = await runSearch(index, q.params);
    times.push(outcome.ms);
    (perCategory[q.category] ??= []).push(outcome.ms);
  }
  const changed = texts.slice(0, 100).map((d) => ({ ...d, body: `${d.body} Updated by the editors (${engine}).` }));
  started = performance.now();
  await index.upsert(changed);
  const reindexMs = performance.now() - started;
  await index.close();

  console.log(`[${engine}] starting the site over that index…`);
  const ttfb = [];
  try {
    const site = await startSite({
      name: `search bench (${engine})`,
      port: PORT,
      distDir: BUILD,
      env: { CONTENT_DATA_DIR: DATA_DIR, CONTENT_DEMO_DAILY_ARTICLES: String(DAILY), SEARCH_RATE_LIMIT: '1000000', ...siteEnv },
    });
    const http = queries.filter((_, n) => n % Math.floor(QUERIES / HTTP_QUERIES) === 0).slice(0, HTTP_QUERIES);
    const url = (p) => `${site}/search?${new URLSearchParams(Object.entries(p).map(([k, v]) => [k, String(v)]))}`;
    for (const q of http.slice(0, 20)) await (await fetch(url(q.params))).arrayBuffer(); // warm-up
    for (const q of http) {
      const t = performance.now();
      const response = await fetch(url(q.params));
      ttfb.push(performance.now() - t);
      if (!response.ok) throw new Error(`${url(q.params)} answered ${response.status}`);
      await response.arrayBuffer();
    }
  } finally {
    stopAll();
  }
  return { engine, documents, textBytes: counter.textBytes, indexBytes, buildS, times, perCategory, reindexMs, ttfb };
}

const verdict = (ok) => (ok ? 'met' : 'MISSED');
/** One engine's figures: a line for the summary, the tables for the report. */
function report(r) {
  const ratio = r.indexBytes / r.textBytes;
  const line =
    `${r.engine} p95/p99 ${percentile(r.times, 95).toFixed(1)}/${percentile(r.times, 99).toFixed(1)} ms, ` +
    `TTFB p95 ${percentile(r.ttfb, 95).toFixed(1)} ms, build ${r.buildS.toFixed(1)} s, size ${ratio.toFixed(2)}× the text, ` +
    `re-index ${r.reindexMs.toFixed(0)} ms`;
  const text = [
    `Site search at scale, ${r.engine}, commit ${commit()}: ${r.documents.toLocaleString()} documents, ${mb(r.textBytes)} MB of text\n`,
    table([
      {
        figure: 'query server time p95',
        value: `${percentile(r.times, 95).toFixed(1)} ms`,
        goal: `≤ ${GOALS.p95} ms`,
        result: verdict(percentile(r.times, 95) <= GOALS.p95),
      },
      {
        figure: 'query server time p99',
        value: `${percentile(r.times, 99).toFixed(1)} ms`,
        goal: `≤ ${GOALS.p99} ms`,
        result: verdict(percentile(r.times, 99) <= GOALS.p99),
      },
      {
        figure: '/search TTFB p95 (uncached)',
        value: `${percentile(r.ttfb, 95).toFixed(1)} ms`,
        goal: `≤ ${GOALS.ttfb} ms`,
        result: verdict(percentile(r.ttfb, 95) <= GOALS.ttfb),
      },
      {
        figure: 'full index build',
        value: `${r.buildS.toFixed(1)} s`,
        goal: `≤ ${GOALS.buildS} s`,
        result: verdict(r.buildS <= GOALS.buildS),
      },
      {
        figure: 'index size / text size',
        value: `${ratio.toFixed(2)} (${mb(r.indexBytes)} / ${mb(r.textBytes)} MB)`,
        goal: `≤ ${GOALS.ratio}`,
        result: verdict(ratio <= GOALS.ratio),
      },
      {
        figure: 're-index of 100 items',
        value: `${r.reindexMs.toFixed(0)} ms`,
        goal: `≤ ${GOALS.reindexMs} ms`,
        result: verdict(r.reindexMs <= GOALS.reindexMs),
      },
    ]),
    `\nServer time by kind of query, ${r.engine} (ms):\n`,
    table(
      Object.entries(r.perCategory).map(([query, values]) => ({
        query,
        n: values.length,
        p50: percentile(values, 50).toFixed(1),
        p95: percentile(values, 95).toFixed(1),
        p99: percentile(values, 99).toFixed(1),
      })),
    ),
  ];
  return { line, text: text.join('\n') };
}

const indexFile = path.join(DATA_DIR, 'search.sqlite');
const results = [];
if (engines.includes('sqlite'))
  results.push(
    await measure('SQLite FTS5', {
      open: () => openSqliteIndex(indexFile),
      size: async () => fileSize(indexFile) + fileSize(`${indexFile}-wal`),
      siteEnv: {},
    }),
  );
if (engines.includes('postgres')) {
  const postgres = await startPostgres(PORT + 6);
  try {
    results.push(
      await measure('PostgreSQL', {
        open: () => openPostgresIndex(postgres.url),
        size: async () => {
          const { Client } = await import('pg');
          const client = new Client(postgres.url);
          await client.connect();
          // The table, its partitions (one per kind), their TOAST and every index, and the vocabulary.
          const { rows } = await client.query(
            "SELECT sum(pg_total_relation_size(relid)) + pg_total_relation_size('search_words') AS bytes FROM pg_partition_tree('search_docs')",
          );
          await client.end();
          return Number(rows[0].bytes);
        },
        exclusive: (index) => (task, wait) => index.exclusive(task, wait),
        siteEnv: { SEARCH_DATABASE_URL: postgres.url },
      }),
    );
  } finally {
    await postgres.stop();
  }
}
const reports = results.map(report);
record(
  'search',
  `${results[0]?.documents.toLocaleString('en')} documents: ${reports.map((r) => r.line).join('; ')} ` +
    `(goals ≤ ${GOALS.p95}/${GOALS.p99} ms, ≤ ${GOALS.ttfb} ms, ≤ ${GOALS.buildS} s, ≤ ${GOALS.ratio}, ≤ ${GOALS.reindexMs} ms)`,
  reports.map((r) => r.text).join('\n\n'),
);
