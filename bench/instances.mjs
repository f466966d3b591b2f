import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nextBuild } from '../scripts/next-build.mjs';
import { shippedSiteConf, startNginx } from '../test-support/services/nginx.mjs';
import { startRedis, stopRedis } from '../test-support/services/redis.mjs';
import { nextBin } from '../scripts/run.mjs';
import { startProcess, stopAll, waitForUrl } from '../test-support/services/servers.mjs';
import { commit, load, record, RESULTS, span, table } from './lib.mjs';

/*
 * Several instances of one build on the fake upstream, sharing Redis, behind the shipped nginx
 * configuration (deploy/nginx/site.conf):
 *  1. requests/s and p99 of cached pages through nginx with one and with two instances, against
 *     nginx serving the same bytes as a file (goal: ≥ 0.7× static);
 *  2. upstream calls per revalidation window: the webhook, then 20 views of the page spread over
 *     the instances, with one and two instances sharing Redis (the webhook to one of them), and two
 *     without it, as the site was before: each its own cache, so the webhook must reach each.
 *   node bench/instances.mjs   (BENCH_SECONDS=10, BENCH_SKIP_BUILD=1, BENCH_PORT_BASE=3720)
 */
const BASE = Number(process.env.BENCH_PORT_BASE || 3720);
const [A, B, STATIC, PROXY, REDIS, UP, CONTROL] = [0, 1, 2, 3, 4, 5, 6].map((n) => BASE + n);
const seconds = Number(process.env.BENCH_SECONDS || 10);
const BUILD = '.next-bench-instances';
const env = (port, redis) => ({
  NEXT_DIST_DIR: `${BUILD}-${port}`,
  SITE_URL: `http://localhost:${PROXY}`,
  PORT: String(port),
  NEXT_TELEMETRY_DISABLED: '1',
  CONTENT_API_URL: `http://127.0.0.1:${UP}/api`,
  CONTENT_DATA_DIR: `.data-bench-instances-${port}`,
  REVALIDATE_SECRET: 'bench-webhook-secret-0123456789abcdef',
  ...(redis ? { REDIS_URL: `redis://127.0.0.1:${REDIS}` } : {}),
});
const pages = ['/', '/blog/fake-blog-hindi'];
const calls = async () => (await fetch(`http://127.0.0.1:${CONTROL}/calls`)).json();
const totalCalls = (c) => Object.values(c).reduce((sum, n) => sum + n, 0);

const running = new Map();
async function startInstances(ports, redis) {
  for (const port of ports) {
    running.set(port, await startProcess(`instance ${port}`, [nextBin, 'start', '-p', String(port)], env(port, redis), 'Ready'));
    await waitForUrl(`http://127.0.0.1:${port}/api/health`);
  }
}
function stopInstances() {
  for (const { child } of running.values()) process.kill(-child.pid, 'SIGTERM');
  running.clear();
}
async function proxy(ports) {
  const dir = path.join(RESULTS, `nginx-instances-${ports.length}`);
  rmSync(dir, { recursive: true, force: true });
  return startNginx(dir, shippedSiteConf({ port: PROXY, upstreamPorts: ports, cacheDir: path.join(dir, 'cache') }), PROXY);
}

/** Upstream calls made by 20 views of `page` spread over `ports`, after the webhook to `webhookPorts`. */
async function callsPerWindow(ports, page, webhookPorts = ports.slice(0, 1)) {
  for (const port of ports) await fetch(`http://127.0.0.1:${port}${page}`);
  for (const port of webhookPorts) {
    await fetch(`http://127.0.0.1:${port}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'bench-webhook-secret-0123456789abcdef' },
      body: JSON.stringify({ path: page }),
    });
  }
  // The webhook's revalidation runs just after its answer (see e2e/instances).
  await new Promise((r) => setTimeout(r, 500));
  const before = totalCalls(await calls());
  for (let view = 0; view < 20; view++) await fetch(`http://127.0.0.1:${ports[view % ports.length]}${page}`);
  return totalCalls(await calls()) - before;
}

try {
  await startProcess(
    'fake upstream',
    ['test-support/fake-upstream/server.mjs'],
    { FAKE_UPSTREAM_PORT: String(UP), FAKE_UPSTREAM_CONTROL_PORT: String(CONTROL) },
    'listening',
  );
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('building…');
    if ((await nextBuild({ ...env(A, false), NEXT_DIST_DIR: BUILD }, { stdio: 'ignore' })) !== 0) throw new Error('build failed');
  }
  // One build, two folders, as on two machines.
  for (const port of [A, B]) {
    rmSync(`${BUILD}-${port}`, { recursive: true, force: true });
    cpSync(BUILD, `${BUILD}-${port}`, { recursive: true, filter: (src) => path.relative(BUILD, src) !== 'cache' });
  }
  await startRedis(REDIS);

  const staticDir = path.join(RESULTS, 'instances-static');
  mkdirSync(staticDir, { recursive: true });
  await startInstances([A], true);
  for (const [i, page] of pages.entries()) {
    await fetch(`http://127.0.0.1:${A}${page}`);
    writeFileSync(path.join(staticDir, `${i}.html`), Buffer.from(await (await fetch(`http://127.0.0.1:${A}${page}`)).arrayBuffer()));
  }
  const stopStatic = await startNginx(
    path.join(RESULTS, 'nginx-instances-static'),
    `  server {\n    listen 127.0.0.1:${STATIC};\n    default_type text/html;\n    root ${staticDir};\n` +
      pages.map((p, i) => `    location = ${p} { try_files /${i}.html =404; }`).join('\n') +
      `\n  }`,
    STATIC,
  );

  const throughput = [];
  const economy = [];
  for (const ports of [[A], [A, B]]) {
    if (ports.length === 2) await startInstances([B], true);
    const stopProxy = await proxy(ports);
    for (const page of pages) {
      const s = await load(`http://127.0.0.1:${STATIC}${page}`, { seconds });
      const p = await load(`http://127.0.0.1:${PROXY}${page}`, { seconds });
      throughput.push({
        instances: ports.length,
        page,
        'static rps': s.rps,
        'static p99': s.p99,
        'nginx→site rps': p.rps,
        'nginx→site p99': p.p99,
        'site/static': (p.rps / s.rps).toFixed(2),
        errors: s.errors + s.non2xx + p.errors + p.non2xx,
      });
    }
    stopProxy();
    for (const page of pages)
      economy.push({
        instances: ports.length,
        cache: 'Redis',
        webhook: 'one instance',
        page,
        'upstream calls / window (20 views)': await callsPerWindow(ports, page),
      });
  }
  stopInstances();
  await stopRedis(REDIS);
  await startInstances([A, B], false);
  for (const page of pages) {
    economy.push({
      instances: 2,
      cache: 'own (no Redis)',
      webhook: 'each instance',
      page,
      'upstream calls / window (20 views)': await callsPerWindow([A, B], page, [A, B]),
    });
  }
  stopInstances();
  stopStatic();

  const ratios = (n) => throughput.filter((r) => r.instances === n).map((r) => r['site/static']);
  const calls = (n, cache) =>
    economy.filter((r) => r.instances === n && r.cache === cache).map((r) => r['upstream calls / window (20 views)']);
  record(
    'instances',
    `site/static ${span(ratios(1))} with one instance, ${span(ratios(2))} with two (goal ≥ 0.7); upstream calls a window ` +
      `${span(calls(1, 'Redis'), 0)} with one, ${span(calls(2, 'Redis'), 0)} with two on Redis, ${span(calls(2, 'own (no Redis)'), 0)} without`,
    [
      `Several instances — commit ${commit()}, ${seconds}s per run, 50 connections, nginx worker_processes 1`,
      table(throughput),
      '\nGoal: site/static ≥ 0.7 through the shipped nginx configuration.\n',
      table(economy),
      '\nGoal: the same upstream calls per revalidation window with two instances as with one.',
    ].join('\n'),
  );
} finally {
  await stopRedis(REDIS);
  stopAll();
}
