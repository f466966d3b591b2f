import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OFFLINE } from '@/lib/offline/config';

/*
 * Documented methods, undocumented data, pinned by lib/next-internals/__tests__/next-behaviours.test.ts:
 * the build id is the text of `<distDir>/BUILD_ID`, a file Next writes but does not document.
 * Each deploy gets its own id, so each deploy's worker is a different file.
 */
export function readBuildId(distDir: string): string {
  return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
}

/** The worker as served: the build id and the shared configuration, then the worker's own source. */
export function composeWorker(buildId: string, source: string): string {
  return `const VERSION = ${JSON.stringify(buildId)};\nconst CONFIG = ${JSON.stringify(OFFLINE)};\n${source}`;
}

/** The worker of the build in `root`'s build folder (NEXT_DIST_DIR, else .next). */
export function workerOfBuild(root: string): string {
  const buildId = readBuildId(path.join(root, process.env.NEXT_DIST_DIR || '.next'));
  return composeWorker(buildId, readFileSync(path.join(root, 'lib/next-internals/service-worker.js'), 'utf8'));
}
