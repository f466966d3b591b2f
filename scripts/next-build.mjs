import { forgetContentAnswers } from './build-source.mjs';
import { nextBin, run } from './run.mjs';

/**
 * `next build` into `env.NEXT_DIST_DIR` (default .next), content answers cached by an earlier
 * build forgotten first (build-source.mjs); `npm run build` and the benchmarks build this way.
 * Resolves with the exit code.
 */
export function nextBuild(env = {}, { stdio = 'inherit' } = {}) {
  forgetContentAnswers(env.NEXT_DIST_DIR || process.env.NEXT_DIST_DIR || '.next');
  return run(process.execPath, [nextBin, 'build'], { env: { ...process.env, ...env }, stdio });
}
