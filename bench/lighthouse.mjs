import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stopAll } from '../scripts/servers.mjs';
import { BENCH_SITE_PORT, commit, RESULTS, startSite, table } from './lib.mjs';

/*
 * Lighthouse with its mobile defaults (throttled 4G, mid-range phone) in Debian's Chromium on
 * /, a course page, an article page and the current-affairs list: the four category scores
 * and LCP, TBT, CLS of each.
 *   node bench/lighthouse.mjs        (BENCH_SKIP_BUILD=1 reuses the build)
 * Goals: Performance ≥ 98; Accessibility, Best Practices, SEO 100; LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01.
 */
const PORT = BENCH_SITE_PORT;

/** Loads a page once; a second try when the server closed the idle keep-alive connection meanwhile. */
async function warm(url) {
  try {
    await (await fetch(url)).arrayBuffer();
  } catch {
    await (await fetch(url)).arrayBuffer();
  }
}

try {
  const site = await startSite({ name: 'bench site', port: PORT, distDir: '.next-bench', env: { CONTENT_DATA_DIR: '.data-bench' } });
  const first = async (p, field) => ((await (await fetch(site + p)).json()).data[0] ?? {})[field];
  const routes = [
    '/',
    `/course-details/${await first('/api/content/course', 'courseurl')}`,
    `/article/${await first('/api/content/articlesold', 'articleurl')}/`,
    '/upsc-daily-current-affair',
  ];
  const rows = [];
  for (const route of routes) {
    for (let i = 0; i < 2; i++) await warm(site + route);
    const out = path.join(RESULTS, `lighthouse-${rows.length}.json`);
    execFileSync(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        site + route,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
        // The chat widget and analytics cannot load on this closed machine; leave them out of the audit.
        '--blocked-url-patterns=*tawk.to*',
        '--blocked-url-patterns=*googletagmanager.com*',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const lhr = JSON.parse(readFileSync(out, 'utf8'));
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const audit = (a) => lhr.audits[a]?.numericValue ?? NaN;
    rows.push({
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(2),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: audit('cumulative-layout-shift').toFixed(3),
    });
    const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
    if (failed.length) console.log(`${route}: failing audits: ${failed.join(', ')}`);
  }
  console.log(`\nLighthouse (mobile defaults, Debian Chromium) — commit ${commit()}`);
  console.log(table(rows));
  console.log('\nGoals: Performance ≥ 98; Accessibility, Best Practices, SEO 100; LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01.');
} finally {
  stopAll();
}
