import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_HEADLESS_SHELL } from './scripts/debian-packages.mjs';
import { E2E } from './e2e/targets.mjs';

/*
 * `npm run test:e2e` is `playwright test`: the servers of e2e/targets.mjs are its `webServer`
 * entries, started in order (each build reads the one before: the second instance builds from
 * the embedded one's /api/content) and stopped after the run. The browser is Debian's
 * chromium-headless-shell (Chromium without its browser shell, as Playwright runs it headless by
 * default; docs/decisions/053): test tools cannot download their own here; as root the global
 * setup installs it when missing, so reading this file (an editor, `playwright test --list`)
 * installs nothing. To watch a test, `E2E_CHROMIUM_PATH=/usr/bin/chromium` with `--headed`.
 */

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: CHROMIUM_HEADLESS_SHELL,
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
  },
};
const desktop = { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1366, height: 900 } };
const phone = { ...devices['Pixel 7'], ...chromium };

/*
 * Viewports. A test runs on the desktop unless tagged: behaviour that does not depend on the
 * screen (server answers, HTML, filters, feeds) runs once. `@responsive` runs on both the
 * desktop and the phone (layout, menus, widgets, forms: what a visitor on a phone sees),
 * `@phone` on the phone only.
 */
const onDesktop = { grepInvert: /@phone\b/ };
const onPhone = { grep: /@phone\b|@responsive\b/ };

/*
 * The servers. A build bakes the content of its source, so each target builds into its own
 * folder (`npm run build`'s script, which records the source); E2E_SKIP_BUILD=1 serves the
 * builds of an earlier run, E2E_BUILT=embedded,upstream,second those that `npm test` has just made
 * (test-support/e2e/build-targets.mjs). Locally a server already answering on a target's port is reused.
 */
const next = 'node_modules/.bin/next';
const built = (target: typeof E2E.embedded) =>
  !!process.env.E2E_SKIP_BUILD || (process.env.E2E_BUILT ?? '').split(',').includes(target.name);
const site = (target: typeof E2E.embedded, prepare = '') => ({
  name: target.name,
  command: [built(target) ? '' : `${prepare}node scripts/build.mjs 2>&1`, `${next} start`].filter(Boolean).join(' && '),
  url: `${target.url}/api/health`,
  env: target.env,
  stdout: 'pipe' as const, // the build's report and errors; a running site writes little else there
  timeout: 10 * 60_000, // a build on a loaded two-core machine
});
const { a, b, redisPort, postgresPort, nginx, embedded } = E2E.instances;
// The servers' own output (with the errors the tests provoke on purpose) with E2E_VERBOSE=1.
const verbose = process.env.E2E_VERBOSE ? ('pipe' as const) : ('ignore' as const);
const shared = {
  reuseExistingServer: !process.env.CI,
  stdout: verbose,
  stderr: verbose,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
};
const webServer = [
  {
    name: 'fake upstream',
    command: 'node test-support/fake-upstream/server.mjs',
    port: Number(E2E.fakeUpstream.env.FAKE_UPSTREAM_CONTROL_PORT),
    env: E2E.fakeUpstream.env,
  },
  // A fresh embedded database on each build (the build seeds it).
  site(E2E.embedded, `rm -rf ${E2E.embedded.env.CONTENT_DATA_DIR} && `),
  site(E2E.upstream),
  site(E2E.second),
  /*
   * Several instances: two copies of the upstream build in two folders (as on other machines:
   * new file times, no build cache), each started by `npm start`'s script, which must serve
   * them as they are (test-support/e2e/global-setup.ts checks that it did not build them again),
   * sharing a redis-server and the site search's index in PostgreSQL, behind the shipped nginx configuration;
   * and the same for embedded mode: two copies of the embedded build, their own nginx (no build more).
   */
  { name: 'redis', command: `node test-support/services/redis.mjs ${redisPort}`, port: redisPort },
  { name: 'postgres', command: `node test-support/services/postgres.mjs ${postgresPort}`, port: postgresPort },
  ...(
    [
      [a, E2E.upstream],
      [b, E2E.upstream],
      // The embedded mode of the same: no other build, two more servers and an nginx.
      [embedded.a, E2E.embedded],
      [embedded.b, E2E.embedded],
    ] as const
  ).map(([copy, built]) => ({
    name: copy.name,
    command: `node test-support/e2e/copy-build.mjs ${built.distDir} ${copy.distDir} && node scripts/start.mjs`,
    url: `${copy.url}/api/health`,
    env: copy.env,
    stdout: 'pipe' as const,
  })),
  // Not under test-results/: Playwright empties that folder when it starts.
  ...(
    [
      [nginx, a, b],
      [embedded.nginx, embedded.a, embedded.b],
    ] as const
  ).map(([proxy, first, second]) => ({
    name: `nginx ${proxy.port}`,
    command: `node test-support/services/nginx.mjs ${proxy.port} .data-e2e-nginx-${proxy.port} ${first.port} ${second.port}`,
    url: `${proxy.url}/api/health`,
  })),
].map((server) => ({ ...shared, ...server }));

export default defineConfig({
  testDir: './e2e',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  /*
   * Two at a time; the tests of the fake upstream and of the instances one at a time (they switch
   * the fake upstream's failures, stop Redis): each of their files takes the lock 'fake upstream'.
   */
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  webServer,
  globalSetup: './test-support/e2e/global-setup.ts',
  // Endless motion (the ticker, the carousel) keeps a software-rendered browser busy on every
  // page; the tests of motion ask for it themselves.
  // Service workers only where a spec is about them (offline.spec.ts): with Playwright's request
  // routing (every spec blocks third parties) a worker's fetch of a redirect came back with its
  // Location doubled ('/error, /error'), so a detail page the API does not know ended on a 404.
  // Recording a trace costs about a fifth of a test's time (its screenshots and snapshots), so CI
  // records one only when it retries a failed test; a run without retries keeps the failures' traces.
  use: {
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'embedded-desktop', testDir: './e2e/embedded', ...onDesktop, use: { ...desktop, baseURL: E2E.embedded.url } },
    { name: 'embedded-phone', testDir: './e2e/embedded', ...onPhone, use: { ...phone, baseURL: E2E.embedded.url } },
    { name: 'second-instance', testDir: './e2e/second-instance', use: { ...desktop, baseURL: E2E.second.url } },
    { name: 'upstream-desktop', testDir: './e2e/upstream', ...onDesktop, use: { ...desktop, baseURL: E2E.upstream.url } },
    { name: 'upstream-phone', testDir: './e2e/upstream', ...onPhone, use: { ...phone, baseURL: E2E.upstream.url } },
    { name: 'instances', testDir: './e2e/instances', use: { ...desktop, baseURL: E2E.instances.nginx.url } },
  ],
});
