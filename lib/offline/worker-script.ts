import { OFFLINE } from './config';

/** The worker as served: the build id and the shared configuration, then the worker's own source. */
export function composeWorker(buildId: string, source: string): string {
  return `const VERSION = ${JSON.stringify(buildId)};\nconst CONFIG = ${JSON.stringify(OFFLINE)};\n${source}`;
}
