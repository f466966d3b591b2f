import { execFileSync, execSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { nextBuild } from '../scripts/next-build.mjs';
import { nextBin, run } from '../scripts/run.mjs';
import { startProcess, waitForUrl } from '../test-support/services/servers.mjs';

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

/**
 * A reference commit checked out into <tmpdir>/upsc-bench-reference-<commit> (outside the tree,
 * which lint, types and tests read) and installed with `npm ci` the first time (set
 * BENCH_REFERENCE_MODULES to a node_modules folder of that commit to copy instead). Its own
 * package-lock decides its Next: a reference commit before an upgrade measures the old Next.
 */
export function referenceCheckout(reference) {
  const dir = path.join(os.tmpdir(), `upsc-bench-reference-${reference}`);
  if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, reference], { stdio: 'ignore' });
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

/**
 * Builds (unless BENCH_SKIP_BUILD finds it built) and starts the reference checkout `dir` on
 * `port`, its demo content in .data-bench-phone; resolves with its URL. Builds in one `distDir`
 * on one port are shared by the benchmarks (a build bakes its public URL).
 */
export async function startReference(dir, { reference, port, distDir, env = {} }) {
  const fullEnv = {
    NEXT_DIST_DIR: distDir,
    CONTENT_DATA_DIR: '.data-bench-phone',
    SITE_URL: `http://localhost:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    ...env,
  };
  const built = existsSync(path.join(dir, distDir, 'BUILD_ID'));
  if (!built || !process.env.BENCH_SKIP_BUILD) {
    console.log(`building the reference ${reference} (${distDir})…`);
    const code = await run(referenceNode(dir), ['scripts/build.mjs'], { cwd: dir, env: { ...process.env, ...fullEnv }, stdio: 'ignore' });
    if (code !== 0) throw new Error(`build of ${reference} failed`);
  }
  await startProcess(`reference ${reference} ${distDir}`, [path.join(dir, nextBin), 'start', '-p', String(port)], fullEnv, 'Ready', {
    cwd: dir,
    node: referenceNode(dir),
  });
  const url = `http://localhost:${port}`;
  await waitForUrl(`${url}/api/health`);
  return url;
}

/** The reference build without the old loader (SCRIPTS_AFTER_PAINT=off), on BENCH_SITE_PORT + 21: phone-profile and js-budget share it. */
export const referenceOff = (dir, reference) =>
  startReference(dir, { reference, port: BENCH_SITE_PORT + 21, distDir: '.next-bench-phone-off', env: { SCRIPTS_AFTER_PAINT: 'off' } });

/** The median of `values` and their spread (lowest, highest). */
export function spreadOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted[sorted.length - 1] };
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
