import { readFileSync, writeFileSync } from 'node:fs';

/*
 * `next build` adds its build folder's type paths to tsconfig.json. Builds into several
 * folders (e2e targets, NEXT_DIST_DIR) would keep rewriting a tracked file, so the build
 * scripts put it back as it was. Type-checking is `npm run typecheck`'s job, not the build's.
 */
export async function keepingTsconfig(task) {
  const original = readFileSync('tsconfig.json', 'utf8');
  try {
    return await task();
  } finally {
    if (readFileSync('tsconfig.json', 'utf8') !== original) writeFileSync('tsconfig.json', original);
  }
}
