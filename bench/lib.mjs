import { execSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { nextBuild } from '../scripts/next-build.mjs';
import { nextBin, run } from '../scripts/run.mjs';
import { startProcess, waitForUrl } from '../scripts/servers.mjs';

/* Shared pieces of the benchmarks: a production site, nginx, load runs, and the record of each run. */
/** Each benchmark's committed history (`<bench>.md`) and, ignored by git, its bulky working files. */
export const RESULTS = path.resolve('bench/results');
mkdirSync(RESULTS, { recursive: true });

export function commit() {
  try {
    return execSync('git rev-parse --short HEAD').toString().trim();
  } catch {
    return 'unknown';
  }
}

/** The machine as a run starts (this module loads first): a load average above the cores' count means the figures were shared. */
const machineAtStart = `load average ${os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(' ')} at the start, ${os.cpus().length} cores, Node ${process.versions.node}`;

/** The commit measured, marked when the tree has changes of its own (the results files aside). */
function measuredCommit() {
  try {
    const changed = execSync("git status --porcelain -- . ':!bench/results'").toString().trim();
    return `${commit()}${changed ? ' with uncommitted changes' : ''}`;
  } catch {
    return commit();
  }
}

/**
 * Prints a run's report and appends it to bench/results/<bench>.md, the benchmark's committed
 * history: when, which commit, on what machine state, the one-line summary that the README quotes,
 * then the report as printed. Commit the file with the change it measures.
 */
export function record(bench, summary, report) {
  console.log(`\n${report}\n\n${summary}`);
  const file = path.join(RESULTS, `${bench}.md`);
  const title = existsSync(file) ? '' : `# bench/${bench}.mjs\n\nOne run a section, newest last; the README quotes the newest summary.\n`;
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  appendFileSync(
    file,
    `${title}\n## ${when} UTC, commit ${measuredCommit()}\n\n${machineAtStart}.\n\nSummary: ${summary}\n\n\`\`\`text\n${report}\n\`\`\`\n`,
  );
}

/**
 * The port of the shared demo-content build (.next-bench). A build bakes its public URL into
 * its pages, so every benchmark that reuses that build serves it on this same port.
 * BENCH_SITE_PORT and BENCH_BASELINE_PORT move them, so two people's runs on one machine keep apart.
 */
export const BENCH_SITE_PORT = Number(process.env.BENCH_SITE_PORT || 3700);

/** Builds (unless BENCH_SKIP_BUILD or `build: false`) and starts a production site; resolves with its URL. */
export async function startSite({ name, port, distDir, env = {}, build = true }) {
  const fullEnv = {
    NEXT_DIST_DIR: distDir,
    SITE_URL: `http://localhost:${port}`,
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  };
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
    const code = await run(process.execPath, [nextBin, 'build', 'bench/baseline-app'], {
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (code !== 0) throw new Error('baseline app build failed');
  }
  await startProcess('baseline app', [nextBin, 'start', 'bench/baseline-app', '-p', String(BASELINE_PORT)], {}, 'Ready');
  const url = `http://localhost:${BASELINE_PORT}`;
  await waitForUrl(`${url}/`);
  return url;
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

/** The lowest and highest of some figures, as a summary writes them: `0.8-1.2`, or `0.8` when they agree. */
export function span(values, digits = 2) {
  const [low, high] = [Math.min(...values), Math.max(...values)].map((n) => Number(n).toFixed(digits));
  return low === high ? low : `${low}-${high}`;
}

export function table(rows) {
  const keys = Object.keys(rows[0]);
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(keys), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(keys.map((k) => r[k])))].join('\n');
}

/** The five pages a search visitor lands on or enquires from: /, a course, an article, the current-affairs list, /contact-us. */
export async function landingPages(site) {
  const first = async (p, field) => ((await (await fetch(site + p)).json()).data[0] ?? {})[field];
  return [
    '/',
    `/course-details/${await first('/api/content/course', 'courseurl')}`,
    `/article/${await first('/api/content/articlesold', 'articleurl')}/`,
    '/upsc-daily-current-affair',
    '/contact-us',
  ];
}
