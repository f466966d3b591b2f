import { cpSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { stopAll } from '../test-support/services/servers.mjs';
import { commit, record, span, startSite, table } from './lib.mjs';

/*
 * Scale of the embedded store: one production build started twice, side by side, over databases of
 * 1,000 and of 100,000 daily current-affairs articles (CONTENT_DEMO_DAILY_ARTICLES). Median
 * latency of list (a page deep in the list, a date range), detail and blog search calls of the
 * embedded API over HTTP, one at a time; and the time to produce the daily-articles sitemap.
 * The sitemap is timed twice: as the embedded site builds it (one in-process call a part), and as
 * production builds it, a third copy of the build whose CONTENT_API_URL is the first site's API
 * behind a proxy that answers each call BENCH_UPSTREAM_DELAY_MS late (the API's pages of 10 walked
 * 4 at a time). The upstream has BENCH_UPSTREAM_SIZE articles (one of the two sizes; default
 * 1,000: at 100,000 the walk is 10,000 calls, minutes).
 *   node bench/embedded-scale.mjs        (BENCH_SKIP_BUILD=1 reuses the build)
 * Goals: each latency within 1.2× from 1k to 100k; the 100k-URL sitemaps in under 2 s.
 */
const SIZES = [1_000, 100_000];
const CALLS = Number(process.env.BENCH_CALLS || 200);
const UPSTREAM_DELAY_MS = Number(process.env.BENCH_UPSTREAM_DELAY_MS || 75);
const UPSTREAM_SIZE = Number(process.env.BENCH_UPSTREAM_SIZE || SIZES[0]);
if (!SIZES.includes(UPSTREAM_SIZE)) throw new Error(`BENCH_UPSTREAM_SIZE must be one of ${SIZES.join(', ')}`);
const SCALE_BUILD = '.next-bench-scale';
// A first render is what is measured: no ISR or data answers of an earlier run
// (lib/next-internals/cache/route-cache-handler.mjs keeps them in server/route-entries).
const RUNTIME_CACHES = ['cache', 'server/route-entries'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function time(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** Time to produce every part of the daily-articles sitemap (lib/seo/sitemap-sources.ts: 40,000 URLs a part). */
async function timeSitemap(site, total) {
  let ms = 0;
  for (let part = 1; part <= Math.ceil(total / 40_000); part++) ms += await time(`${site}/sitemaps/daily-current-affairs-${part}.xml.gz`);
  return ms;
}

/** A copy of the first site's build, without its runtime caches, for another site to serve. */
function copyBuild(distDir) {
  rmSync(distDir, { recursive: true, force: true });
  const skip = RUNTIME_CACHES.map((dir) => path.join(SCALE_BUILD, dir));
  cpSync(SCALE_BUILD, distDir, { recursive: true, filter: (src) => !skip.some((dir) => src.startsWith(dir)) });
}

/** Starts a site over a fresh database of `size` daily articles (one build serves both). */
async function startScale(size, i) {
  const dataDir = `.data-bench-scale-${size}`;
  rmSync(dataDir, { recursive: true, force: true });
  // Its own folder: a build bakes its public URL, and .next-bench is served on another port.
  // The second site runs a copy of the first's build.
  const distDir = i ? `${SCALE_BUILD}-${i}` : SCALE_BUILD;
  for (const dir of RUNTIME_CACHES) rmSync(path.join(distDir, dir), { recursive: true, force: true });
  if (i > 0) copyBuild(distDir);
  const started = performance.now();
  const site = await startSite({
    name: `scale ${size}`,
    port: 3730 + i,
    distDir,
    build: i === 0,
    env: { CONTENT_DATA_DIR: dataDir, CONTENT_DEMO_DAILY_ARTICLES: String(size) },
  });
  const api = `${site}/api/content`;
  const first = await (await fetch(`${api}/upsc-daily-current-affair`)).json();
  const seedS = (performance.now() - started) / 1000;
  const lastPage = Math.ceil(first.total / 10);
  const slugs = [];
  for (let p = 1; p <= 20; p++) {
    const page = await (await fetch(`${api}/upsc-daily-current-affair/${Math.ceil((p / 20) * lastPage)}`)).json();
    slugs.push(...page.data.map((a) => a.articleurl));
  }
  const oldest = (await (await fetch(`${api}/upsc-daily-current-affair/${lastPage}`)).json()).data.at(-1).date;
  return { size, site, api, dataDir, total: first.total, lastPage, slugs, oldest, seedS };
}

/** Forwards each GET to `target` (an API base) after `delayMs`, counting calls: a content API across a network. */
async function startDelayedApi(target, delayMs, port) {
  const counter = { calls: 0 };
  const server = createServer(async (request, response) => {
    counter.calls++;
    await new Promise((r) => setTimeout(r, delayMs));
    const answer = await fetch(target + request.url);
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, counter, close: () => server.close() };
}

/** The production path: a copy of the build reading `store`'s API over HTTP through the delay. */
async function startUpstreamSite(store) {
  const api = await startDelayedApi(store.api, UPSTREAM_DELAY_MS, 3733);
  const distDir = `${SCALE_BUILD}-upstream`;
  copyBuild(distDir);
  const dataDir = '.data-bench-scale-upstream';
  const site = await startSite({
    name: 'scale upstream',
    port: 3732,
    distDir,
    build: false,
    env: { CONTENT_API_URL: api.url, CONTENT_DATA_DIR: dataDir },
  });
  return { site, api, dataDir };
}

const CALLS_OF = {
  'list page (ms)': (s, n) => `${s.api}/upsc-daily-current-affair/${1 + ((n * 7919) % s.lastPage)}`,
  'date range (ms)': (s) => `${s.api}/upsc-daily-current-affair/${s.oldest}/${s.oldest}`,
  'detail (ms)': (s, n) => `${s.api}/upsc-daily-current-affairs/${s.slugs[n % s.slugs.length]}`,
  'blog search (ms)': (s, n) => `${s.api}/blogsearch/${['upsc', 'answer', 'ethics', 'prelims'][n % 4]}`,
};

const stores = [];
let upstream;
try {
  for (const [i, size] of SIZES.entries()) stores.push(await startScale(size, i));
  // Side by side: each call goes to both sites, in alternating order, so drift on this shared
  // machine weighs on both sizes alike.
  const times = Object.fromEntries(stores.map((s) => [s.size, Object.fromEntries(Object.keys(CALLS_OF).map((k) => [k, []]))]));
  for (const [what, make] of Object.entries(CALLS_OF)) {
    for (let n = 0; n < 20; n++) for (const s of stores) await time(make(s, n)); // warm-up
    for (let n = 0; n < CALLS; n++) {
      const ordered = n % 2 ? [...stores].reverse() : stores;
      for (const s of ordered) times[s.size][what].push(await time(make(s, n)));
    }
  }
  const results = {};
  const sitemapRows = [];
  // Every part of the daily-articles sitemap (40,000 URLs each), one after another, first render.
  const sitemapMs = (site, total) => timeSitemap(site, total).catch((e) => (console.error(e.message), NaN));
  for (const s of stores) {
    results[s.size] = {
      articles: s.total,
      ...Object.fromEntries(Object.entries(times[s.size]).map(([k, v]) => [k, median(v)])),
      'first start incl. seeding (s)': s.seedS.toFixed(1),
    };
    sitemapRows.push({
      source: 'embedded, in-process',
      articles: s.total,
      'sitemap (ms)': (await sitemapMs(s.site, s.total)).toFixed(0),
      'API calls': '-',
    });
  }
  const upstreamStore = stores.find((s) => s.size === UPSTREAM_SIZE);
  upstream = await startUpstreamSite(upstreamStore);
  const callsBefore = upstream.api.counter.calls;
  sitemapRows.push({
    source: `content API over HTTP, +${UPSTREAM_DELAY_MS} ms a call`,
    articles: upstreamStore.total,
    'sitemap (ms)': (await sitemapMs(upstream.site, upstreamStore.total)).toFixed(0),
    'API calls': upstream.api.counter.calls - callsBefore,
  });
  const rows = SIZES.map((size) =>
    Object.fromEntries(Object.entries(results[size]).map(([k, v]) => [k, typeof v === 'number' && k !== 'articles' ? v.toFixed(2) : v])),
  );
  const ratio = Object.fromEntries(Object.keys(CALLS_OF).map((k) => [k, (results[SIZES[1]][k] / results[SIZES[0]][k]).toFixed(2)]));
  record(
    'embedded-scale',
    `100k / 1k ratios ${span(Object.values(ratio))} (goal ≤ 1.2); daily sitemap first render ` +
      sitemapRows.map((r) => `${r['sitemap (ms)']} ms (${r.articles.toLocaleString('en')}, ${r.source})`).join(', ') +
      ' (goal < 2000 ms at 100k)',
    [
      `Embedded store at scale — commit ${commit()}, median of ${CALLS} sequential calls over HTTP, the two sizes side by side`,
      table(rows),
      `\n100k / 1k ratio: ${JSON.stringify(ratio)}`,
      '\nDaily-articles sitemap, every part, first render: the embedded site, and the path production runs',
      table(sitemapRows),
      'Goals: each ratio ≤ 1.2; sitemap of 100k URLs < 2000 ms.',
    ].join('\n'),
  );
} finally {
  stopAll();
  upstream?.api.close();
  for (const s of [...stores, ...(upstream ? [upstream] : [])]) rmSync(s.dataDir, { recursive: true, force: true });
}
