import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OFFLINE } from '@/lib/offline/config';

/** The worker as served: the build id and the shared configuration, then the worker's own source. */
export function composeWorker(buildId: string, source: string): string {
  return `const VERSION = ${JSON.stringify(buildId)};\nconst CONFIG = ${JSON.stringify(OFFLINE)};\n${source}`;
}

/*
 * The worker of the build being served (its folder NEXT_DIST_DIR, else .next). Documented methods,
 * undocumented data: the build id is the text of `<distDir>/BUILD_ID`, a file Next writes but does
 * not document, pinned by lib/next-internals/__tests__/next-behaviours.test.ts. Each deploy gets
 * its own id, so each deploy's worker is a different file. The paths start at process.cwd() in
 * this one call, so Next's file tracing sees two files, not the whole project.
 */
export function workerOfBuild(): string {
  const root = process.cwd();
  const buildId = readFileSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim();
  const source = readFileSync(path.join(root, 'lib/next-internals/service-worker.js'), 'utf8');
  return composeWorker(buildId, source);
}
