import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';

/*
 * A build bakes the content it prerenders. `npm run build` records in the build folder which
 * content source and public URL it was made with (content-source.json), so `npm start` never
 * serves a build made for another source: it builds again instead. Nothing else is compared:
 * after a change of code, `npm run build` (as with `next start`); a copy of the build folder
 * on another machine starts as it is.
 */
export function loadEnv() {
  nextEnv.loadEnvConfig(process.cwd(), false);
}

export function distDir(env = process.env) {
  return env.NEXT_DIST_DIR || '.next';
}

export function currentSource(env = process.env) {
  return {
    contentApiUrl: env.CONTENT_API_URL || null,
    dataDir: env.CONTENT_API_URL ? null : path.resolve(env.CONTENT_DATA_DIR || '.data'),
    siteUrl: env.SITE_URL || 'http://localhost:3000',
  };
}

const markerFile = (env) => path.join(distDir(env), 'content-source.json');

/** Whether env's build folder holds a build made for env's content source. */
export function buildMatchesSource(env = process.env) {
  if (!existsSync(path.join(distDir(env), 'BUILD_ID')) || !existsSync(markerFile(env))) return false;
  return readFileSync(markerFile(env), 'utf8') === JSON.stringify(currentSource(env));
}

export function writeMarker(env = process.env) {
  writeFileSync(markerFile(env), JSON.stringify(currentSource(env)));
}
