import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { startProcess, stopAll } from '../test-support/services/servers.mjs';
import { commit, record, span, startSite, table } from './lib.mjs';

/*
 * Upstream economy, against the fake upstream counting every call:
 *  1. 20 views of each cached page: upstream calls per getter (goal: at most one per
 *     revalidation window, here none, since the pages are cached);
 *  2. every upstream answer 100 ms late, the site's caches emptied: time to first byte of
 *     the first render of each page, median of three (goal ≤ 250 ms: calls in parallel,
 *     layout data once), with the number of upstream calls that render made.
 *   node bench/upstream-economy.mjs        (BENCH_SKIP_BUILD=1 reuses the build)
 */
const UP = 4510;
const CONTROL = 4511;
const PORT = 3740;
const ROUNDS = 3;
const control = (path, body) =>
  fetch(`http://127.0.0.1:${CONTROL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  }).then((r) => r.json());

function firstByte(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, (res) => {
        res.once('data', () => {
          const ms = performance.now() - started;
          res.resume();
          res.on('end', () => resolve({ ms, status: res.statusCode }));
        });
      })
      .on('error', reject);
  });
}

try {
  await startProcess(
    'fake upstream',
    ['test-support/fake-upstream/server.mjs'],
    { FAKE_UPSTREAM_PORT: String(UP), FAKE_UPSTREAM_CONTROL_PORT: String(CONTROL) },
    'listening',
  );
  const site = await startSite({
    name: 'site on fake upstream',
    port: PORT,
    distDir: '.next-bench-upstream',
    env: {
      CONTENT_API_URL: `http://127.0.0.1:${UP}/api`,
      CONTENT_DATA_DIR: '.data-bench-upstream',
      REVALIDATE_SECRET: 'bench-webhook-secret-0123456789abcdef',
    },
  });
  const pages = [
    '/',
    '/course',
    '/course-details/fake-upstream-gs-foundation',
    '/blogs',
    '/blog/fake-blog-hindi',
    '/upsc-daily-current-affair',
    '/upsc-daily-current-affairs/fake-daily-hindi/',
    '/article/fake-article-hindi/',
    '/branches',
    '/pune',
    '/testimonial-details',
    '/faq',
    '/videos',
    '/contact-us',
  ];
  for (const p of pages) await fetch(site + p);

  await control('/reset', {});
  for (const p of pages) for (let i = 0; i < 20; i++) await fetch(site + p);
  const calls = await control('/calls');
  const busiest = Object.entries(calls).sort((a, b) => b[1] - a[1]);
  const viewCalls = Object.values(calls).reduce((a, b) => a + b, 0);
  const report = [
    `1. 20 views of each of ${pages.length} cached pages → ${viewCalls} upstream calls`,
    busiest.length ? table(busiest.slice(0, 10).map(([path, n]) => ({ 'upstream path': path, calls: n }))) : '(none)',
  ];

  await control('/state', { delayMs: 100 });
  const rows = [];
  // Each page's first render three times (caches emptied before each): this shared two-core
  // machine stalls single requests now and then, the median shows the page's own time.
  for (const p of pages) {
    const runs = [];
    for (let round = 0; round < ROUNDS; round++) {
      await fetch(`${site}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'bench-webhook-secret-0123456789abcdef' },
        body: JSON.stringify({ path: '/', scope: 'layout' }),
      });
      await control('/reset', {});
      await control('/state', { delayMs: 100 });
      const { ms, status } = await firstByte(site + p);
      runs.push({ ms, status, made: Object.values(await control('/calls')).reduce((a, b) => a + b, 0) });
    }
    const ms = runs.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
    rows.push({
      page: p,
      status: [...new Set(runs.map((r) => r.status))].join(','),
      'TTFB ms (median)': Math.round(ms),
      'TTFB ms (each)': runs.map((r) => Math.round(r.ms)).join(' '),
      'upstream calls': Math.max(...runs.map((r) => r.made)),
      'sequential waves (≈ TTFB/100)': (ms / 100).toFixed(1),
    });
  }
  report.push(
    `\n2. First render with every upstream answer 100 ms late — commit ${commit()}`,
    table(rows),
    '\nGoals: (1) at most one call per getter per revalidation window; (2) TTFB ≤ 250 ms.',
  );
  record(
    'upstream-economy',
    `${viewCalls} upstream calls for 20 views of ${pages.length} cached pages; first render with the upstream 100 ms late: ` +
      `TTFB ${span(
        rows.map((r) => r['TTFB ms (median)']),
        0,
      )} ms (goal ≤ 250)`,
    report.join('\n'),
  );
} finally {
  stopAll();
}
