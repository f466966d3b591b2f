import { spawn } from 'node:child_process';
import { checkNodeVersion } from './node-version.mjs';
import { run } from './run.mjs';

/*
 * `npm test`: every check, in the order that fails fastest: lint, formatting (as `npm run lint`), types, units and
 * contract tests, then the end-to-end suite against production builds in Chromium.
 * The types are checked once: the end-to-end builds of the same files skip Next's own check
 * (BUILD_TYPES_CHECKED, next.config.ts), which would repeat it in each of three builds.
 * Two of those builds (e2e/support/build-targets.mjs) run from the start, beside the checks: those
 * leave most of a second core idle, and the builds took about two of CI's minutes after them.
 * Their report is printed when the end-to-end step starts; a failed check stops them.
 */
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const typesChecked = { BUILD_TYPES_CHECKED: '1' };
const PREBUILT = ['embedded', 'upstream'];
const steps = [
  ['lint', ['node_modules/eslint/bin/eslint.js', '.']],
  ['formatting', ['node_modules/prettier/bin/prettier.cjs', '--check', '.']],
  ['typecheck', ['node_modules/typescript/bin/tsc', '--noEmit']],
  ['unit and contract tests', ['node_modules/jest/bin/jest.js', '--ci']],
  ['end-to-end tests', ['node_modules/@playwright/test/cli.js', 'test'], { ...typesChecked, E2E_BUILT: PREBUILT.join(',') }],
];

/** The end-to-end builds in the background, their output kept for later. */
function startBuilds() {
  const started = Date.now();
  const child = spawn(process.execPath, ['e2e/support/build-targets.mjs', ...PREBUILT], {
    env: { ...env, ...typesChecked },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

checkNodeVersion();
console.log(`Node ${process.versions.node}`);
const builds = startBuilds();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (builds.stop(), process.exit(130)));
for (const [name, args, stepEnv = {}] of steps) {
  if (name === 'end-to-end tests') {
    const code = await builds.done;
    console.log(`\n▶ end-to-end builds (${PREBUILT.join(', ')}), run beside the checks\n${builds.report()}`);
    console.log(`◀ end-to-end builds: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${builds.seconds()} s`);
    if (code !== 0) process.exit(code);
  }
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(process.execPath, args, { env: { ...env, ...stepEnv } });
  console.log(`◀ ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (code !== 0) {
    builds.stop();
    process.exit(code);
  }
}
