import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';

/*
 * A build bakes the content it prerenders. This marker records which content source and
 * public URL a build was made with, so `npm start` never serves a build made against
 * another source: it rebuilds instead.
 */
export function loadEnv() {
  nextEnv.loadEnvConfig(process.cwd(), false);
}

export function distDir() {
  return process.env.NEXT_DIST_DIR || '.next';
}

export function currentSource() {
  return {
    contentApiUrl: process.env.CONTENT_API_URL || null,
    dataDir: process.env.CONTENT_API_URL ? null : path.resolve(process.env.CONTENT_DATA_DIR || '.data'),
    siteUrl: process.env.SITE_URL || 'http://localhost:3000',
  };
}

const markerFile = () => path.join(distDir(), 'content-source.json');

export function buildMatchesSource() {
  if (!existsSync(path.join(distDir(), 'BUILD_ID')) || !existsSync(markerFile())) return false;
  return readFileSync(markerFile(), 'utf8') === JSON.stringify(currentSource());
}

export function writeMarker() {
  writeFileSync(markerFile(), JSON.stringify(currentSource()));
}
