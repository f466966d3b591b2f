import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../scripts/debian-packages.mjs';
import { stopAll } from '../test-support/services/servers.mjs';
import { BENCH_SITE_PORT, commit, record, referenceCheckout, referenceOff, span, startBaselineApp, startSite, table } from './lib.mjs';

/*
 * JavaScript each route sends on first load, gzip-compressed: the scripts its server HTML
 * loads (what Next calls First Load JS). Chunks that link prefetching fetches afterwards for
 * other routes are counted apart. The framework's own baseline is measured the same way on a
 * bare App Router page of the same Next and React (bench/baseline-app), so "above baseline"
 * is what this site adds.
 *   node bench/js-budget.mjs        (BENCH_SKIP_BUILD=1 reuses the build)
 * BENCH_REFERENCE=<commit> measures that commit's build beside this checkout's, in the same run
 * (the build phone-profile.mjs makes of it without the old loader, which BENCH_SKIP_BUILD reuses).
 * Budget: articles and courses at most the baseline + 15 kB, every other page + 40 kB.
 */
const PORT = BENCH_SITE_PORT;
const REFERENCE = process.env.BENCH_REFERENCE;

async function scriptBytes(browser, url) {
  const html = await (await fetch(url)).text();
  const named = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? '');
  const own = new Set(named.map((src) => new URL(src.replace(/&amp;/g, '&'), url).href));
  const page = await browser.newPage();
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (r) => r.abort());
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // aborted third party
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.close();
  let bytes = 0;
  let later = 0;
  for (const [src, size] of scripts) {
    if (own.has(src)) bytes += size;
    else later += size;
  }
  return { count: own.size, bytes, later };
}

/** The reference's first load and later JS for the same route. */
async function referenceColumns(browser, url) {
  const { bytes, later } = await scriptBytes(browser, url);
  return { [`first load kB ${REFERENCE}`]: (bytes / 1024).toFixed(1), [`later kB ${REFERENCE}`]: (later / 1024).toFixed(1) };
}

try {
  const site = await startSite({ name: 'bench site', port: PORT, distDir: '.next-bench', env: { CONTENT_DATA_DIR: '.data-bench' } });
  const first = async (p, field) => ((await (await fetch(site + p)).json()).data[0] ?? {})[field];
  // [route, budget above the baseline in kB]
  const routes = [
    ['/', 40],
    [`/article/${await first('/api/content/articlesold', 'articleurl')}/`, 15],
    [`/upsc-daily-current-affairs/${await first('/api/content/upsc-daily-current-affair', 'articleurl')}/`, 15],
    [`/blog/${await first('/api/content/blogs', 'blogurl')}`, 15],
    [`/course-details/${await first('/api/content/course', 'courseurl')}`, 15],
    ['/upsc-daily-current-affair', 40],
    ['/blogs', 40],
    ['/contact-us', 40],
    ['/registration', 40],
    ['/search?q=polity', 40],
  ];

  const baselineApp = await startBaselineApp();
  const reference = REFERENCE ? await referenceOff(referenceCheckout(REFERENCE), REFERENCE) : undefined;

  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
  });
  const baseline = (await scriptBytes(browser, `${baselineApp}/`)).bytes;
  const rows = [];
  for (const [route, budget] of routes) {
    const { count, bytes, later } = await scriptBytes(browser, site + route);
    const above = (bytes - baseline) / 1024;
    rows.push({
      route,
      scripts: count,
      'first load JS gzip kB': (bytes / 1024).toFixed(1),
      'above baseline kB': above.toFixed(1),
      'budget kB': `+${budget}`,
      within: above <= budget ? 'yes' : 'NO',
      'loaded later kB': (later / 1024).toFixed(1),
      ...(reference && (await referenceColumns(browser, reference + route))),
    });
  }
  await browser.close();
  const over = rows.filter((r) => r.within !== 'yes').map((r) => r.route);
  record(
    'js-budget',
    `${span(
      rows.map((r) => r['above baseline kB']),
      1,
    )} kB above the framework's ${(baseline / 1024).toFixed(1)} kB; ` +
      (over.length ? `over budget: ${over.join(', ')}` : `all ${rows.length} routes within budget`),
    [
      `JavaScript on first load — commit ${commit()}; framework baseline (bare App Router page, gzip): ${(baseline / 1024).toFixed(1)} kB`,
      table(rows),
      '\nBudget: articles and courses at most the baseline + 15 kB, every other page + 40 kB. "Loaded later": scripts a page fetches after its first load (islands on idle, prefetches on intent).',
    ].join('\n'),
  );
} finally {
  stopAll();
}
