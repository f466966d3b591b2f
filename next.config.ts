import path from 'node:path';
import type { NextConfig } from 'next';
import { env } from './lib/env';
import { securityHeaders } from './lib/security-headers';

/*
 * Importing env here validates the configuration at build and start: a bad value fails
 * before any page is served.
 */
const siteHost = new URL(env.SITE_URL).hostname;

const nextConfig: NextConfig = {
  // Each content source builds into its own folder (see scripts/build-source.mjs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Read at start as well as at build: with REDIS_URL the instances share one cache (Redis);
  // without it each keeps its own files and memory (route-cache-handler.mjs); neither keeps the
  // redirect and 404 answers of unknown addresses.
  cacheHandler: env.REDIS_URL
    ? path.resolve('lib/next-internals/cache/shared-cache-handler.mjs')
    : path.resolve('lib/next-internals/cache/route-cache-handler.mjs'),
  // Two detail routes of the specification end with a slash; proxy.ts keeps one canonical
  // form per route (and strips the slash everywhere else, as this redirect did).
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  transpilePackages: ['swiper', 'ssr-window'],
  // A build fails on a type error; only `npm test`'s end-to-end builds skip the check, right after
  // its own `tsc` of the same files (BUILD_TYPES_CHECKED, set by scripts/test.mjs).
  // tsconfig.build.json extends tsconfig.json, so Next does not rewrite the tracked tsconfig.json
  // with the types folder of each build folder.
  typescript: { tsconfigPath: 'tsconfig.build.json', ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  // Turbopack keeps a cache in the build folder for the next build of it (on by default since
  // 16.4). A build made once in a throw-away folder (npm test's end-to-end builds, on a clean clone
  // in CI) only pays for writing it, 12-22 s a build: BUILD_CACHE=off skips it.
  experimental: { turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== 'off' },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(env.SITE_URL) }];
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: siteHost }],
  },
};

export default nextConfig;
