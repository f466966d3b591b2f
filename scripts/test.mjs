import { checkNodeVersion } from './node-version.mjs';
import { run } from './run.mjs';

/*
 * `npm test`: every check, in the order that fails fastest: lint, formatting (as `npm run lint`), types, units and
 * contract tests, then the end-to-end suite against production builds in Chromium.
 * The types are checked once: the end-to-end builds of the same files skip Next's own check
 * (BUILD_TYPES_CHECKED, next.config.ts), which would repeat it in each of three builds.
 */
const steps = [
  ['lint', ['node_modules/eslint/bin/eslint.js', '.']],
  ['formatting', ['node_modules/prettier/bin/prettier.cjs', '--check', '.']],
  ['typecheck', ['node_modules/typescript/bin/tsc', '--noEmit']],
  ['unit and contract tests', ['node_modules/jest/bin/jest.js', '--ci']],
  ['end-to-end tests', ['node_modules/@playwright/test/cli.js', 'test'], { BUILD_TYPES_CHECKED: '1' }],
];

checkNodeVersion();
console.log(`Node ${process.versions.node}`);
for (const [name, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(process.execPath, args, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  console.log(`◀ ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (code !== 0) process.exit(code);
}
