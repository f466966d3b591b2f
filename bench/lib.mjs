import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { nextBuild } from '../scripts/next-build.mjs';
import { nextBin, run } from '../scripts/run.mjs';
import { startProcess, waitForUrl } from '../scripts/servers.mjs';

/* Shared pieces of the benchmarks: a production site, nginx, and load runs. */
export const RESULTS = path.resolve('bench/results');
mkdirSync(RESULTS, { recursive: true });

export function commit() {
  try {
    return execSync('git rev-parse --short HEAD').toString().trim();
  } catch {
    return 'unknown';
  }
}

/**
 * The port of the shared demo-content build (.next-bench). A build bakes its public URL into
 * its pages, so every benchmark that reuses that build serves it on this same port.
 * BENCH_SITE_PORT and BENCH_BASELINE_PORT move them, so two people's runs on one machine keep apart.
 */
export const BENCH_SITE_PORT = Number(process.env.BENCH_SITE_PORT || 3700);

/** Builds (unless BENCH_SKIP_BUILD or `build: false`) and starts a production site; resolves with its URL. */
export async function startSite({ name, port, distDir, env = {}, build = true }) {
  const fullEnv = { NEXT_DIST_DIR: distDir, SITE_URL: `http://localhost:${port}`, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', ...env };
  if ((build && !process.env.BENCH_SKIP_BUILD) || !existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.log(`building ${name}…`);
    const code = await nextBuild(fullEnv, { stdio: 'ignore' });
    if (code !== 0) throw new Error(`build of ${name} failed`);
  }
  await startProcess(name, [nextBin, 'start', '-p', String(port)], fullEnv, 'Ready');
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/api/health`);
  return url;
}

/** The framework's own floor: a bare App Router page of the same Next and React (bench/baseline-app). */
export const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT || 3711);

/** Builds (unless BENCH_SKIP_BUILD) and starts the baseline app; resolves with its URL. */
export async function startBaselineApp() {
  if (!process.env.BENCH_SKIP_BUILD || !existsSync('bench/baseline-app/.next/BUILD_ID')) {
    const code = await run(process.execPath, [nextBin, 'build', 'bench/baseline-app'], { stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (code !== 0) throw new Error('baseline app build failed');
  }
  await startProcess('baseline app', [nextBin, 'start', 'bench/baseline-app', '-p', String(BASELINE_PORT)], {}, 'Ready');
  const url = `http://localhost:${BASELINE_PORT}`;
  await waitForUrl(`${url}/`);
  return url;
}

export function ensureNginx() {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  if (process.getuid?.() !== 0) throw new Error("nginx not found: install it with 'sudo apt-get install -y nginx-light'");
  console.log('installing nginx…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light', { stdio: 'inherit' });
  return '/usr/sbin/nginx';
}

/** Runs nginx in the foreground with a generated configuration; returns a stop function. */
export async function startNginx(name, httpBlock, port) {
  const dir = path.join(RESULTS, `nginx-${name}`);
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 1024; }\n` +
      `http {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;\n${httpBlock}\n}\n`,
  );
  const child = spawn(ensureNginx(), ['-c', conf, '-g', 'daemon off;'], { stdio: 'inherit', detached: true });
  await waitForUrl(`http://127.0.0.1:${port}/`, 10_000);
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone
    }
  };
}

/** 50 connections for `seconds`, after a short warm-up; requests/s and p99 latency (ms). */
export async function load(url, { connections = 50, seconds = 10 } = {}) {
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export function table(rows) {
  const keys = Object.keys(rows[0]);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(keys), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(keys.map((k) => r[k])))].join('\n');
}
