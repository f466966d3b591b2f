import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/targets.mjs';

/*
 * Run through `npm run test:e2e` (scripts/e2e.mjs), which builds and starts the servers
 * of e2e/targets.mjs first. Browsers are Debian's Chromium: test tools cannot download
 * their own here.
 */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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

export default defineConfig({
  testDir: './e2e',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  // Endless motion (the ticker, the carousel) keeps a software-rendered browser busy on every
  // page; the tests of motion ask for it themselves.
  // Service workers only where a spec is about them (offline.spec.ts): with Playwright's request
  // routing (every spec blocks third parties) a worker's fetch of a redirect came back with its
  // Location doubled ('/error, /error'), so a detail page the API does not know ended on a 404.
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure', reducedMotion: 'reduce', serviceWorkers: 'block' },
  projects: [
    { name: 'embedded-desktop', testDir: './e2e/embedded', ...onDesktop, use: { ...desktop, baseURL: E2E.embedded.url } },
    { name: 'embedded-phone', testDir: './e2e/embedded', ...onPhone, use: { ...phone, baseURL: E2E.embedded.url } },
    { name: 'second-instance', testDir: './e2e/second-instance', use: { ...desktop, baseURL: E2E.second.url } },
    { name: 'upstream-desktop', testDir: './e2e/upstream', ...onDesktop, use: { ...desktop, baseURL: E2E.upstream.url } },
    { name: 'upstream-phone', testDir: './e2e/upstream', ...onPhone, use: { ...phone, baseURL: E2E.upstream.url } },
    { name: 'instances', testDir: './e2e/instances', use: { ...desktop, baseURL: E2E.instances.nginx.url } },
  ],
});
