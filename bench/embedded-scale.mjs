import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { stopAll } from '../scripts/servers.mjs';
import { commit, startSite, table } from './lib.mjs';

/*
 * Scale of the embedded store: the same production build started twice, over a database of
 * 1,000 and of 100,000 daily current-affairs articles (CONTENT_DEMO_DAILY_ARTICLES). Median
 * latency of list (a page deep in the list, a date range), detail and blog search calls of the
 * embedded API over HTTP, one at a time; and the time to produce the daily-articles sitemap.
 *   node bench/embedded-scale.mjs        (BENCH_SKIP_BUILD=1 reuses the build)
 * Goals: each latency within 1.2× from 1k to 100k; the 100k-URL sitemaps in under 2 s.
 */
const SIZES = [1_000, 100_000];
const CALLS = Number(process.env.BENCH_CALLS || 200);

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
  for (let part = 1; part <= Math.ceil(total / 40_000); part++) ms += await time(`${site}/sitemaps/daily-current-affairs-${part}.xml`);
  return ms;
}

const results = {};
try {
  for (const [i, size] of SIZES.entries()) {
    const dataDir = `.data-bench-scale-${size}`;
    rmSync(dataDir, { recursive: true, force: true });
    const port = 3730 + i;
    const seedStart = performance.now();
    const site = await startSite({
      name: `scale ${size}`,
      port,
      // Its own folder: a build bakes its public URL, and .next-bench is served on another port.
      distDir: '.next-bench-scale',
      env: { CONTENT_DATA_DIR: dataDir, CONTENT_DEMO_DAILY_ARTICLES: String(size) },
    });
    const api = `${site}/api/content`;
    const first = await (await fetch(`${api}/upsc-daily-current-affair`)).json();
    const seedMs = performance.now() - seedStart;
    const total = first.total;
    const lastPage = Math.ceil(total / 10);
    const slugs = [];
    for (let p = 1; p <= 20; p++) {
      const page = await (await fetch(`${api}/upsc-daily-current-affair/${Math.ceil((p / 20) * lastPage)}`)).json();
      slugs.push(...page.data.map((a) => a.articleurl));
    }
    const oldest = (await (await fetch(`${api}/upsc-daily-current-affair/${lastPage}`)).json()).data.at(-1).date;
    const measure = async (make) => {
      const times = [];
      for (let n = 0; n < CALLS; n++) times.push(await time(make(n)));
      return median(times);
    };
    const row = {
      articles: total,
      'list page (ms)': await measure((n) => `${api}/upsc-daily-current-affair/${1 + ((n * 7919) % lastPage)}`),
      'date range (ms)': await measure(() => `${api}/upsc-daily-current-affair/${oldest}/${oldest}`),
      'detail (ms)': await measure((n) => `${api}/upsc-daily-current-affairs/${slugs[n % slugs.length]}`),
      'blog search (ms)': await measure((n) => `${api}/blogsearch/${['upsc', 'answer', 'ethics', 'prelims'][n % 4]}`),
      // Every part of the daily-articles sitemap (40,000 URLs each), one after another, first render.
      'sitemap (ms)': await timeSitemap(site, total).catch(() => NaN),
      'first start incl. seeding (s)': (seedMs / 1000).toFixed(1),
    };
    results[size] = row;
    stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rows = SIZES.map((s) => {
    const r = results[s];
    return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'number' && k !== 'articles' ? v.toFixed(2) : v]));
  });
  const ratio = Object.fromEntries(
    Object.keys(results[SIZES[0]])
      .filter((k) => k.endsWith('(ms)') && k !== 'sitemap (ms)')
      .map((k) => [k, (results[SIZES[1]][k] / results[SIZES[0]][k]).toFixed(2)]),
  );
  console.log(`\nEmbedded store at scale — commit ${commit()}, median of ${CALLS} sequential calls over HTTP`);
  console.log(table(rows));
  console.log(`\n100k / 1k ratio: ${JSON.stringify(ratio)}`);
  console.log('Goals: each ratio ≤ 1.2; sitemap of 100k URLs < 2000 ms.');
} finally {
  stopAll();
}
