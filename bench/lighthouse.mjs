import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stopAll } from '../scripts/servers.mjs';
import { BENCH_SITE_PORT, commit, RESULTS, startBaselineApp, startSite, table } from './lib.mjs';

/*
 * Lighthouse with its mobile defaults (throttled 4G, mid-range phone) in Debian's Chromium on
 * /, a course page, an article page and the current-affairs list: the four category scores
 * and FCP, LCP, TBT, CLS of each; each page also with the sale popup's picture blocked, and the
 * framework's own floor (a bare App Router page, bench/baseline-app) measured the same way.
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
  /** One Lighthouse run of `url`, its figures added to the table as `label`. */
  const audit = async (label, pass, url, blocked = []) => {
    for (let i = 0; i < 2; i++) await warm(url);
    const out = path.join(RESULTS, `lighthouse-${rows.length}.json`);
    execFileSync(
      process.execPath,
      [
        'node_modules/lighthouse/cli/index.js',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
        // The chat widget and analytics cannot load on this closed machine; leave them out of the audit.
        '--blocked-url-patterns=*tawk.to*',
        '--blocked-url-patterns=*googletagmanager.com*',
        ...blocked.map((p) => `--blocked-url-patterns=${p}`),
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const lhr = JSON.parse(readFileSync(out, 'utf8'));
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const value = (a) => lhr.audits[a]?.numericValue ?? NaN;
    rows.push({
      route: label,
      pass,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'FCP s': (value('first-contentful-paint') / 1000).toFixed(2),
      'LCP s': (value('largest-contentful-paint') / 1000).toFixed(2),
      'TBT ms': Math.round(value('total-blocking-time')),
      CLS: value('cumulative-layout-shift').toFixed(3),
    });
    const failed = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
    if (failed.length) console.log(`${label} (${pass}): failing audits: ${failed.join(', ')}`);
  };
  // The sale popup (spec: opens 2 s after load when webnotification is 1) is, by design, the
  // largest paint of a first visit; the second pass blocks its picture to show the page's own.
  const popupImage = (await (await fetch(`${site}/api/content/webdetails`)).json()).data[0]?.himage;
  for (const route of routes) {
    await audit(route, 'as configured', site + route);
    if (popupImage) await audit(route, 'sale popup image blocked', site + route, [`*${new URL(popupImage, site).pathname}*`]);
  }
  // What the framework alone scores on this machine: the floor under every page of the site.
  await audit('framework baseline (bench/baseline-app)', 'bare App Router page', `${await startBaselineApp()}/`);
  console.log(`\nLighthouse (mobile defaults, Debian Chromium) — commit ${commit()}`);
  console.log(table(rows));
  console.log('\nGoals: Performance ≥ 98; Accessibility, Best Practices, SEO 100; LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01.');
} finally {
  stopAll();
}
