import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';

/*
 * A build bakes the content it prerenders. This marker records which content source and
 * public URL a build was made with, and a fingerprint of the code, so `npm start` never
 * serves a build made against another source or from older code: it rebuilds instead.
 * The fingerprint hashes the files' bytes, not their times: a copy of the release on another
 * machine (or `cp -r` without -p) has new times and must start the same build, not rebuild.
 */
const CODE = ['app', 'components', 'lib', 'public', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'package-lock.json'];

function codeFingerprint() {
  const hash = createHash('sha1');
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry).sort()) if (name !== '__tests__') visit(path.join(entry, name));
    } else {
      hash.update(`${entry}:${stat.size}\n`).update(readFileSync(entry));
    }
  };
  CODE.forEach(visit);
  return hash.digest('hex');
}
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
    code: codeFingerprint(),
  };
}

const markerFile = (env) => path.join(distDir(env), 'content-source.json');

export function buildMatchesSource(env = process.env) {
  if (!existsSync(path.join(distDir(env), 'BUILD_ID')) || !existsSync(markerFile(env))) return false;
  return readFileSync(markerFile(env), 'utf8') === JSON.stringify(currentSource(env));
}

/** Records what the build in env's NEXT_DIST_DIR was made from (scripts/build.mjs; e2e builds). */
export function writeMarker(env = process.env) {
  writeFileSync(markerFile(env), JSON.stringify(currentSource(env)));
}

/**
 * Forgets the content answers cached in the build folder. Next keeps `cache/fetch-cache`
 * from one build to the next, and its entries are keyed by path, not by source: after a
 * switch of CONTENT_API_URL, SITE_URL or data folder, pages would be built from the old answers.
 */
export function forgetContentAnswers(folder = distDir()) {
  rmSync(path.join(folder, 'cache', 'fetch-cache'), { recursive: true, force: true });
}
