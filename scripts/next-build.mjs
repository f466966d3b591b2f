import { forgetContentAnswers } from './build-source.mjs';
import { keepingTsconfig } from './keep-tsconfig.mjs';
import { nextBin, run } from './run.mjs';

/**
 * `next build` into `env.NEXT_DIST_DIR` (default .next), the one way every script builds:
 * content answers cached by an earlier build forgotten first, tsconfig.json left as it was.
 * Resolves with the exit code.
 */
export function nextBuild(env = {}, { stdio = 'inherit' } = {}) {
  forgetContentAnswers(env.NEXT_DIST_DIR || process.env.NEXT_DIST_DIR || '.next');
  return keepingTsconfig(() => run(process.execPath, [nextBin, 'build'], { env: { ...process.env, ...env }, stdio }));
}
