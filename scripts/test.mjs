import { spawn } from 'node:child_process';
import { checkNodeVersion } from './node-version.mjs';
import { TEST_PACKAGES } from './debian-packages.mjs';
import { run } from './run.mjs';

/*
 * `npm test`: every check, in the order that fails fastest: lint, formatting (as `npm run lint`), types, units, contract
 * and integration tests (Jest's two projects, jest.config.mjs), then the end-to-end suite against production builds in Chromium.
 * The types are checked once: the end-to-end builds of the same files skip Next's own check
 * (BUILD_TYPES_CHECKED, next.config.ts), which would repeat it in each of three builds.
 * Those builds (test-support/e2e/build-targets.mjs) run from the start, beside the checks: those
 * leave most of a second core idle, and the builds took about three of CI's minutes after them.
 * Their report is printed when the end-to-end step starts; a failed check stops them. The
 * machine's packages that the tests drive (scripts/debian-packages.mjs) are installed from the
 * start too, before Jest, whose integration project is the first to use Redis and PostgreSQL.
 */
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
// The end-to-end builds: types checked by the step above; made once each, in throw-away folders, so
// no Turbopack cache for a next build (next.config.ts).
const oneOffBuilds = { BUILD_TYPES_CHECKED: '1', BUILD_CACHE: 'off' };
const PREBUILT = ['embedded', 'upstream', 'second'];
const steps = [
  ['lint', ['node_modules/eslint/bin/eslint.js', '.']],
  ['formatting', ['node_modules/prettier/bin/prettier.cjs', '--check', '.']],
  ['typecheck', ['node_modules/typescript/bin/tsc', '--noEmit']],
  ['unit, contract and integration tests', ['node_modules/jest/bin/jest.js', '--ci']],
  ['end-to-end tests', ['node_modules/@playwright/test/cli.js', 'test'], { ...oneOffBuilds, E2E_BUILT: PREBUILT.join(',') }],
];

/** A script run in the background, its output kept for later. */
function inBackground(args, stepEnv = {}) {
  const started = Date.now();
  const child = spawn(process.execPath, args, { env: { ...env, ...stepEnv }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const done = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already done
    }
  };
  return { done, stop, report: () => Buffer.concat(output).toString(), seconds: () => Math.round((Date.now() - started) / 1000) };
}

/** Waits for a background task and prints its report; stops the run if it failed. */
async function awaitBackground(name, task) {
  const code = await task.done;
  console.log(`\n▶ ${name}, run beside the checks\n${task.report()}`);
  console.log(`◀ ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${task.seconds()} s`);
  if (code !== 0) stopAll(code);
}

checkNodeVersion();
console.log(`Node ${process.versions.node}`);
const packages = inBackground(['scripts/debian-packages.mjs', ...TEST_PACKAGES]);
const builds = inBackground(['test-support/e2e/build-targets.mjs', ...PREBUILT], oneOffBuilds);
function stopAll(code) {
  packages.stop();
  builds.stop();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(130));
for (const [name, args, stepEnv = {}] of steps) {
  if (name === 'unit, contract and integration tests') await awaitBackground(`Debian packages (${TEST_PACKAGES.join(', ')})`, packages);
  if (name === 'end-to-end tests') await awaitBackground(`end-to-end builds (${PREBUILT.join(', ')})`, builds);
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(process.execPath, args, { env: { ...env, ...stepEnv } });
  console.log(`◀ ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (code !== 0) stopAll(code);
}
