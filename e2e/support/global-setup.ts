import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stopRedis } from '../../scripts/redis.mjs';
import { E2E } from '../targets.mjs';

/*
 * After the webServer entries of playwright.config.ts are up: `npm start`'s script served the
 * two copies of the upstream build as they were (a build of its own would have a new build id).
 * Then, after the run: the redis-server a test restarted after stopping it is stopped too.
 */
const buildId = (distDir: string) => readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8');

export default function globalSetup() {
  const { a, b, redisPort } = E2E.instances;
  for (const copy of [a, b]) {
    if (buildId(copy.distDir) !== buildId(E2E.upstream.distDir)) throw new Error(`${copy.name} rebuilt its copy of the build instead of serving it`);
  }
  return () => stopRedis(redisPort);
}
