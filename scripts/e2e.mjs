import { rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { nextBuild } from './next-build.mjs';
import { nextBin, run } from './run.mjs';
import { startProcess, stopAll, waitForUrl } from './servers.mjs';
import { E2E } from '../e2e/targets.mjs';

/*
 * The end-to-end run: Debian's Chromium against production builds of the site.
 *  - embedded: the site on its embedded content (fresh database, seeded on first start);
 *  - upstream: the site on the fake upstream (e2e/fake-upstream), whose failures tests switch on;
 *  - second: a second instance whose CONTENT_API_URL is the first one's /api/content.
 * Each build gets its own folder, since a build bakes the content of its source.
 * E2E_SKIP_BUILD=1 reuses the builds of an earlier run.
 */
ensureChromium();

const build = async (target, extraEnv = {}) => {
  if (process.env.E2E_SKIP_BUILD) return;
  console.log(`\n▶ building ${target.name} (${target.distDir})`);
  const code = await nextBuild({ ...target.env, ...extraEnv });
  if (code !== 0) throw new Error(`build of ${target.name} failed`);
};
const start = async (target) => {
  await startProcess(target.name, [nextBin, 'start', '-p', String(target.port)], target.env, 'Ready');
  await waitForUrl(`${target.url}/api/health`);
};

let exitCode = 1;
try {
  if (!process.env.E2E_SKIP_BUILD) rmSync(E2E.embedded.env.CONTENT_DATA_DIR, { recursive: true, force: true });
  await startProcess('fake upstream', ['e2e/fake-upstream/server.mjs'], E2E.fakeUpstream.env, 'listening');

  await build(E2E.embedded);
  await start(E2E.embedded);
  await build(E2E.upstream);
  await build(E2E.second);
  await Promise.all([start(E2E.upstream), start(E2E.second)]);

  const playwright = ['node_modules/@playwright/test/cli.js', 'test', '--pass-with-no-tests', ...process.argv.slice(2)];
  console.log('\n▶ end-to-end: embedded content and second instance');
  const first = await run(process.execPath, [...playwright, '--project=embedded-desktop', '--project=embedded-phone', '--project=second-instance']);
  console.log('\n▶ end-to-end: fake upstream, one test at a time (tests switch its failures)');
  const second = await run(process.execPath, [...playwright, '--project=upstream-desktop', '--project=upstream-phone', '--workers=1']);
  exitCode = first || second;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stopAll();
}
process.exit(exitCode);
