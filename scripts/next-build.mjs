import { nextBin, run } from './run.mjs';

/**
 * `next build` into `env.NEXT_DIST_DIR` (default .next); `npm run build` and the benchmarks
 * build this way. No content answer of an earlier build is kept: the data cache lives in the
 * build's own server folder (lib/next-internals/cache/route-cache-handler.mjs), which each build starts empty.
 * Resolves with the exit code.
 */
export function nextBuild(env = {}, { stdio = 'inherit' } = {}) {
  return run(process.execPath, [nextBin, 'build'], { env: { ...process.env, ...env }, stdio });
}
