import { chromium } from '@playwright/test';
import { chromiumPath } from '../scripts/debian-packages.mjs';
import { stopAll } from '../test-support/services/servers.mjs';
import {
  BENCH_SITE_PORT,
  commit,
  landingPages,
  referenceCheckout,
  record,
  referenceOff,
  span,
  spreadOf,
  startBaselineApp,
  startReference,
  startSite,
  table,
} from './lib.mjs';

/*
 * What a visitor on a cheap phone sees: the largest contentful paint and the moment hydration
 * starts (Next sets window.next just before React hydrates: undocumented, pinned by
 * lib/next-internals/__tests__/next-behaviours.test.ts) on five pages, in Debian's Chromium
 * with the network and CPU throttled as a phone on a poor link (150 ms RTT, 1.6 Mbit/s down,
 * 750 kbit/s up, CPU 4× slower), a cold cache for every run, median of RUNS runs, with the
 * lowest and highest run beside it (the runs' spread).
 *
 * Side by side in one run: this checkout; a reference commit (BENCH_REFERENCE, default 6ea7505,
 * the last build that patched Next to load its scripts after the first paint) measured with that
 * loader on and with SCRIPTS_AFTER_PAINT=off; and the framework's floor (bench/baseline-app).
 * The reference is checked out and installed from its own package-lock (bench/lib.mjs
 * referenceCheckout), so a commit before a Next upgrade is measured on the old Next.
 * BENCH_REFERENCE_LOADERS=off measures only its build without the loader: for a reference that
 * has no loader (any commit after 6ea7505), the two builds are the same.
 *   node bench/phone-profile.mjs        (BENCH_SKIP_BUILD=1 reuses the builds; PHONE_RUNS=n)
 * Goals (issue 22): LCP no later than the reference with its loader, hydration no later than
 * the reference without it.
 */
const RUNS = Number(process.env.PHONE_RUNS || 5);
const REFERENCE = process.env.BENCH_REFERENCE || '6ea7505';
const LOADERS = (process.env.BENCH_REFERENCE_LOADERS || 'on,off').split(',');
const PROFILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };

/** Starts the reference build with its after-paint loader on or off (read when its pages render). */
const startLoader = (dir, loader) =>
  loader === 'off'
    ? referenceOff(dir, REFERENCE)
    : startReference(dir, {
        reference: REFERENCE,
        port: BENCH_SITE_PORT + 20,
        distDir: '.next-bench-phone-on',
        env: { SCRIPTS_AFTER_PAINT: 'on' },
      });

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
  return { lcp: spreadOf(runs.map((r) => r.lcp)), hydration: spreadOf(runs.map((r) => r.hydration)) };
}

const seconds = (ms) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : 'n/a');
/** A median with the runs' spread: "1.23 (1.10-1.40)". */
const spread = ({ median, min, max }) => `${seconds(median)} (${seconds(min)}-${seconds(max)})`;

try {
  const dir = referenceCheckout(REFERENCE);
  const site = await startSite({
    name: 'bench site',
    port: BENCH_SITE_PORT,
    distDir: '.next-bench',
    env: { CONTENT_DATA_DIR: '.data-bench' },
  });
  const references = [];
  for (const loader of LOADERS) references.push([loader, await startLoader(dir, loader)]);
  const floor = await startBaselineApp();
  const routes = await landingPages(site);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
  });
  const rows = [];
  const medians = [];
  const misses = [];
  for (const route of routes) {
    for (const url of [site, ...references.map(([, u]) => u)]) await fetch(url + route).then((r) => r.arrayBuffer());
    const now = await measure(browser, site, route);
    medians.push({ lcp: now.lcp.median / 1000, hydration: now.hydration.median / 1000 });
    const measured = {};
    for (const [loader, url] of references) measured[loader] = await measure(browser, url, route);
    const goals = [];
    for (const [loader, figure] of [
      ['on', 'lcp'],
      ['off', 'hydration'],
    ]) {
      if (!measured[loader]) continue;
      const met = now[figure].median <= measured[loader][figure].median;
      const name = figure === 'lcp' ? 'LCP' : 'hydration';
      goals.push(`${name} ${met ? 'met' : 'missed'}`);
      if (!met) misses.push(`${route}: ${name}`);
    }
    const row = { page: route.length > 32 ? `${route.slice(0, 30)}…` : route, 'LCP s': spread(now.lcp) };
    for (const loader of LOADERS) row[`LCP ${REFERENCE} ${loader}`] = spread(measured[loader].lcp);
    row['hydration s'] = spread(now.hydration);
    for (const loader of LOADERS) row[`hydration ${REFERENCE} ${loader}`] = spread(measured[loader].hydration);
    row.goals = goals.join(', ');
    rows.push(row);
  }
  const base = await measure(browser, floor, '/');
  await browser.close();
  record(
    'phone-profile',
    `LCP ${span(medians.map((m) => m.lcp))} s, hydration ${span(medians.map((m) => m.hydration))} s on ${rows.length} pages ` +
      `(floor ${seconds(base.lcp.median)} / ${seconds(base.hydration.median)} s); ` +
      (misses.length ? `missed against ${REFERENCE}: ${misses.join('; ')}` : `goals met against ${REFERENCE}`),
    [
      `Throttled phone (150 ms RTT, 1.6 Mbit/s, CPU 4×, cold cache), median of ${RUNS} runs — commit ${commit()} against ${REFERENCE}`,
      table(rows),
      `\nThe framework's floor (bench/baseline-app): LCP ${spread(base.lcp)} s, hydration ${spread(base.hydration)} s`,
      misses.length ? `Missed: ${misses.join('; ')}` : 'Goals met on all five pages.',
    ].join('\n'),
  );
} finally {
  stopAll();
}
