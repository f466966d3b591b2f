import { execFileSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../scripts/debian-packages.mjs';
import { nextBin, run } from '../scripts/run.mjs';
import { startProcess, stopAll, waitForUrl } from '../scripts/servers.mjs';
import { BENCH_SITE_PORT, commit, landingPages, record, span, startBaselineApp, startSite, table } from './lib.mjs';

/*
 * What a visitor on a cheap phone sees: the largest contentful paint and the moment hydration
 * starts (Next sets window.next just before React hydrates) on five pages, in Debian's Chromium
 * with the network and CPU throttled as a phone on a poor link (150 ms RTT, 1.6 Mbit/s down,
 * 750 kbit/s up, CPU 4× slower), a cold cache for every run, median of RUNS runs.
 *
 * Side by side in one run: this checkout; a reference commit (BENCH_REFERENCE, default 6ea7505,
 * the last build that patched Next to load its scripts after the first paint) measured with that
 * loader on and with SCRIPTS_AFTER_PAINT=off; and the framework's floor (bench/baseline-app).
 * The reference is checked out into <tmpdir>/upsc-bench-reference-<commit> (outside the tree, which
 * lint, types and tests read) and installed with `npm ci` the first time (its postinstall patches its own copy of Next; set BENCH_REFERENCE_MODULES to a
 * node_modules folder of that commit to copy instead).
 *   node bench/phone-profile.mjs        (BENCH_SKIP_BUILD=1 reuses the builds; PHONE_RUNS=n)
 * Goals (issue 22): LCP no later than the reference with its loader, hydration no later than
 * the reference without it.
 */
const RUNS = Number(process.env.PHONE_RUNS || 5);
const REFERENCE = process.env.BENCH_REFERENCE || '6ea7505';
const PROFILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };
const REFERENCE_PORTS = { on: BENCH_SITE_PORT + 20, off: BENCH_SITE_PORT + 21 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** A checkout of the reference commit with its dependencies installed, built once for its embedded content. */
async function referenceCheckout() {
  const dir = path.join(tmpdir(), `upsc-bench-reference-${REFERENCE}`);
  if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, REFERENCE], { stdio: 'ignore' });
  if (!existsSync(path.join(dir, 'node_modules'))) {
    if (process.env.BENCH_REFERENCE_MODULES)
      cpSync(process.env.BENCH_REFERENCE_MODULES, path.join(dir, 'node_modules'), { recursive: true });
    else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'ignore' });
  }
  return dir;
}

/**
 * The Node the reference was installed for: its own pinned one when it has one, else the
 * machine's (6ea7505 predates the pinned Node 24, and its better-sqlite3 is built for the machine's).
 */
function referenceNode(dir) {
  const own = path.join(dir, 'node_modules', '.bin', 'node');
  if (existsSync(own)) return own;
  const ours = path.resolve('node_modules');
  const found = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((d) => d && !path.resolve(d).startsWith(ours))
    .map((d) => path.join(d, 'node'))
    .find((file) => existsSync(file));
  return found ?? process.execPath;
}

/** Starts the reference build on `port`, with its after-paint loader on or off (read when its pages render). */
async function startReference(dir, port, loader) {
  const env = {
    NEXT_DIST_DIR: `.next-bench-phone-${loader}`,
    CONTENT_DATA_DIR: '.data-bench-phone',
    SITE_URL: `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    SCRIPTS_AFTER_PAINT: loader,
  };
  const built = existsSync(path.join(dir, env.NEXT_DIST_DIR, 'BUILD_ID'));
  if (!built || !process.env.BENCH_SKIP_BUILD) {
    console.log(`building the reference ${REFERENCE} (loader ${loader})…`);
    const code = await run(referenceNode(dir), ['scripts/build.mjs'], { cwd: dir, env: { ...process.env, ...env }, stdio: 'ignore' });
    if (code !== 0) throw new Error(`build of ${REFERENCE} failed`);
  }
  await startProcess(`reference ${loader}`, [path.join(dir, nextBin), 'start', '-p', String(port)], env, 'Ready', {
    cwd: dir,
    node: referenceNode(dir),
  });
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/api/health`);
  return url;
}

/** One cold visit of `url` on the throttled phone: LCP and hydration start, in ms from navigation. */
async function visit(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (r) => r.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PROFILE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpu });
  await page.addInitScript(() => {
    Object.defineProperty(self, 'next', {
      configurable: true,
      set(value) {
        self.__hydrationAt = performance.now();
        Object.defineProperty(self, 'next', { value, writable: true, configurable: true });
      },
    });
    self.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) self.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() => 'next' in self, undefined, { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
  const figures = await page.evaluate(() => ({ lcp: self.__lcp, hydration: self.__hydrationAt ?? NaN }));
  await context.close();
  return figures;
}

async function measure(browser, base, route) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, base + route));
  return { lcp: median(runs.map((r) => r.lcp)), hydration: median(runs.map((r) => r.hydration)) };
}

const seconds = (ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : 'n/a');

try {
  const dir = await referenceCheckout();
  const site = await startSite({
    name: 'bench site',
    port: BENCH_SITE_PORT,
    distDir: '.next-bench',
    env: { CONTENT_DATA_DIR: '.data-bench' },
  });
  const on = await startReference(dir, REFERENCE_PORTS.on, 'on');
  const off = await startReference(dir, REFERENCE_PORTS.off, 'off');
  const floor = await startBaselineApp();
  const routes = await landingPages(site);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
  });
  const rows = [];
  const misses = [];
  for (const route of routes) {
    for (const url of [site, on, off]) await fetch(url + route).then((r) => r.arrayBuffer());
    const now = await measure(browser, site, route);
    const withLoader = await measure(browser, on, route);
    const without = await measure(browser, off, route);
    const lcpMet = now.lcp <= withLoader.lcp;
    const hydrationMet = now.hydration <= without.hydration;
    if (!lcpMet) misses.push(`${route}: LCP`);
    if (!hydrationMet) misses.push(`${route}: hydration`);
    rows.push({
      page: route.length > 32 ? `${route.slice(0, 30)}…` : route,
      'LCP s': seconds(now.lcp),
      [`LCP ${REFERENCE} loader on`]: seconds(withLoader.lcp),
      [`LCP ${REFERENCE} off`]: seconds(without.lcp),
      'hydration s': seconds(now.hydration),
      [`hydration ${REFERENCE} on`]: seconds(withLoader.hydration),
      [`hydration ${REFERENCE} off`]: seconds(without.hydration),
      goals: `${lcpMet ? 'LCP met' : 'LCP missed'}, ${hydrationMet ? 'hydration met' : 'hydration missed'}`,
    });
  }
  const base = await measure(browser, floor, '/');
  await browser.close();
  record(
    'phone-profile',
    `LCP ${span(rows.map((r) => r['LCP s']))} s, hydration ${span(rows.map((r) => r['hydration s']))} s on ${rows.length} pages ` +
      `(floor ${seconds(base.lcp)} / ${seconds(base.hydration)} s); ` +
      (misses.length ? `missed against ${REFERENCE}: ${misses.join('; ')}` : `both goals met against ${REFERENCE}`),
    [
      `Throttled phone (150 ms RTT, 1.6 Mbit/s, CPU 4×, cold cache), median of ${RUNS} runs — commit ${commit()} against ${REFERENCE}`,
      table(rows),
      `\nThe framework's floor (bench/baseline-app): LCP ${seconds(base.lcp)} s, hydration ${seconds(base.hydration)} s`,
      misses.length ? `Missed: ${misses.join('; ')}` : 'Both goals met on all five pages.',
    ].join('\n'),
  );
} finally {
  stopAll();
}
