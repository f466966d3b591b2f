import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { E2E } from '../targets.mjs';

/*
 * After the webServer entries of playwright.config.ts are up (Playwright starts them first, so
 * redis-server, PostgreSQL and nginx are installed by their own entry scripts) and before any
 * test: the browser is there, and `npm start`'s script served the two copies of the upstream
 * build as they were (a build of its own would have a new build id).
 */
const buildId = (distDir: string) => readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8');

export default function globalSetup() {
  ensureChromium();
  for (const copy of [E2E.instances.a, E2E.instances.b]) {
    if (buildId(copy.distDir) !== buildId(E2E.upstream.distDir))
      throw new Error(`${copy.name} rebuilt its copy of the build instead of serving it`);
  }
}
