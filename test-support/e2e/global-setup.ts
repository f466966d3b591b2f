import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePackages } from '@/scripts/debian-packages.mjs';
import { E2E } from '@/e2e/targets.mjs';

/*
 * After the webServer entries of playwright.config.ts are up (Playwright starts them first, so
 * redis-server, PostgreSQL and nginx are installed by their own entry scripts) and before any
 * test: the browser (Chromium's headless shell) is there, and `npm start`'s script served the
 * copies of the upstream and embedded builds as they were (a build of its own would have a new
 * build id).
 */
const buildId = (distDir: string) => readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8');

export default function globalSetup() {
  ensurePackages('chromium-headless-shell');
  const { a, b, embedded } = E2E.instances;
  for (const [copy, built] of [
    [a, E2E.upstream],
    [b, E2E.upstream],
    [embedded.a, E2E.embedded],
    [embedded.b, E2E.embedded],
  ] as const) {
    if (buildId(copy.distDir) !== buildId(built.distDir))
      throw new Error(`${copy.name} rebuilt its copy of the build instead of serving it`);
  }
}
