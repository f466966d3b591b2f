import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { stopAll } from '../scripts/servers.mjs';
import { commit, startSite, table } from './lib.mjs';

/*
 * JavaScript each route sends on first load, gzip-compressed, as Chromium loads it (every
 * script response until the network is idle, third parties blocked). The framework's own
 * baseline is the runtime Next loads on every page (build-manifest rootMainFiles).
 *   node bench/js-budget.mjs        (BENCH_SKIP_BUILD=1 reuses the build)
 * Goal: an article page sends at most the baseline plus 15 kB.
 */
const PORT = 3710;
const distDir = '.next-bench';

try {
  const site = await startSite({ name: 'bench site', port: PORT, distDir, env: { CONTENT_DATA_DIR: '.data-bench' } });
  const first = async (p, field) => ((await (await fetch(site + p)).json()).data[0] ?? {})[field];
  const routes = [
    '/',
    `/article/${await first('/api/content/articlesold', 'articleurl')}/`,
    `/upsc-daily-current-affairs/${await first('/api/content/upsc-daily-current-affair', 'articleurl')}/`,
    `/blog/${await first('/api/content/blogs', 'blogurl')}`,
    `/course-details/${await first('/api/content/course', 'courseurl')}`,
    '/upsc-daily-current-affair',
    '/contact-us',
  ];

  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(path.join(distDir, file.replace(/^static\//, 'static/')))).length;
  const baseline = manifest.rootMainFiles.reduce((n, f) => n + gz(f), 0);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
  });
  const rows = [];
  for (const route of routes) {
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
    await page.goto(site + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    rows.push({ route, scripts: scripts.size, 'JS gzip kB': (total / 1024).toFixed(1), 'above baseline kB': ((total - baseline) / 1024).toFixed(1) });
    await page.close();
  }
  await browser.close();
  console.log(`\nJavaScript on first load — commit ${commit()}; framework baseline (rootMainFiles, gzip): ${(baseline / 1024).toFixed(1)} kB`);
  console.log(table(rows));
  console.log('\nGoal: an article page at most the baseline + 15 kB.');
} finally {
  stopAll();
}
