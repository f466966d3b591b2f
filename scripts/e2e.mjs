import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeMarker } from './build-source.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { shippedSiteConf, startNginx } from './nginx.mjs';
import { nextBuild } from './next-build.mjs';
import { nextBin, run } from './run.mjs';
import { startRedis, stopRedis } from './redis.mjs';
import { startProcess, stopAll, waitForUrl } from './servers.mjs';
import { E2E } from '../e2e/targets.mjs';

/*
 * The end-to-end run: Debian's Chromium against production builds of the site.
 *  - embedded: the site on its embedded content (fresh database, seeded on first start);
 *  - upstream: the site on the fake upstream (e2e/fake-upstream), whose failures tests switch on;
 *  - second: a second instance whose CONTENT_API_URL is the first one's /api/content;
 *  - instances: two copies of the upstream build in two folders, started with `npm start`'s
 *    script (which must not rebuild them), sharing a redis-server, behind the shipped nginx config.
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

/* Copies as on another machine: new file times, no build cache; the marker travels with them. */
const copyUpstreamBuild = () => {
  for (const copy of [E2E.instances.a, E2E.instances.b]) {
    rmSync(copy.distDir, { recursive: true, force: true });
    cpSync(E2E.upstream.distDir, copy.distDir, { recursive: true, filter: (src) => path.relative(E2E.upstream.distDir, src) !== 'cache' });
  }
};
const startInstances = async () => {
  const { a, b, redisPort, nginx } = E2E.instances;
  await startRedis(redisPort);
  await Promise.all(
    [a, b].map(async (copy) => {
      const { log } = await startProcess(copy.name, ['scripts/start.mjs'], copy.env, 'Ready');
      if (log.join('').includes('Building for')) throw new Error(`${copy.name} rebuilt its copy of the build instead of serving it`);
      await waitForUrl(`${copy.url}/api/health`);
    }),
  );
  // Not under test-results/: Playwright empties that folder when it starts.
  const dir = path.resolve(`.data-e2e-nginx-${nginx.port}`);
  rmSync(dir, { recursive: true, force: true });
  return startNginx(dir, shippedSiteConf({ port: nginx.port, upstreamPorts: [a.port, b.port], cacheDir: path.join(dir, 'cache') }), nginx.port);
};

let exitCode = 1;
let stopNginx = () => {};
try {
  if (!process.env.E2E_SKIP_BUILD) rmSync(E2E.embedded.env.CONTENT_DATA_DIR, { recursive: true, force: true });
  await startProcess('fake upstream', ['e2e/fake-upstream/server.mjs'], E2E.fakeUpstream.env, 'listening');

  await build(E2E.embedded);
  await start(E2E.embedded);
  await build(E2E.upstream);
  if (!process.env.E2E_SKIP_BUILD) writeMarker(E2E.upstream.env);
  copyUpstreamBuild();
  await build(E2E.second);
  await Promise.all([start(E2E.upstream), start(E2E.second)]);
  stopNginx = await startInstances();

  const playwright = ['node_modules/@playwright/test/cli.js', 'test', '--pass-with-no-tests', ...process.argv.slice(2)];
  console.log('\n▶ end-to-end: embedded content and second instance');
  const first = await run(process.execPath, [...playwright, '--project=embedded-desktop', '--project=embedded-phone', '--project=second-instance']);
  console.log('\n▶ end-to-end: fake upstream and several instances, one test at a time (tests switch its failures, stop Redis)');
  const second = await run(process.execPath, [...playwright, '--project=upstream-desktop', '--project=upstream-phone', '--project=instances', '--workers=1']);
  exitCode = first || second;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stopNginx();
  await stopRedis(E2E.instances.redisPort);
  stopAll();
}
process.exit(exitCode);
