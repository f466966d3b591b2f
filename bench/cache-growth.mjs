import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { stopAll } from '../scripts/servers.mjs';
import { commit, startSite } from './lib.mjs';

/*
 * How much the site's cache folder grows under addresses anyone can invent: 5,000 random
 * slugs across the detail routes and 5,000 random search terms across both search routes,
 * on the embedded content. The folder is the build's dist dir (Next keeps its ISR entries
 * in server/route-cache and its data cache in cache/fetch-cache). Target: under 5 MB.
 *
 *   node bench/cache-growth.mjs            (BENCH_PORT to move the site, SLUGS / TERMS to resize)
 */
const PORT = Number(process.env.BENCH_PORT || 3720);
const SLUGS = Number(process.env.SLUGS || 5000);
const TERMS = Number(process.env.TERMS || 5000);
const CONCURRENCY = 4;
const distDir = '.next-bench-cache';
const dataDir = '.data-bench-cache';

const DETAIL_ROUTES = [
  (s) => `/blog/${s}`,
  (s) => `/article/${s}/`,
  (s) => `/upsc-daily-current-affairs/${s}/`,
  (s) => `/explore/${s}`,
  (s) => `/course-details/${s}`,
];
const SEARCH_ROUTES = [(t) => `/api/lists/blogs?q=${t}`];

const random = () => Math.random().toString(36).slice(2, 12);

function folderBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
  }
  return total;
}

async function hammer(base, paths) {
  const statuses = new Map();
  const queue = [...paths];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let p = queue.shift(); p; p = queue.shift()) {
        const response = await fetch(base + p, { redirect: 'manual' });
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { statuses: Object.fromEntries(statuses), perSecond: (paths.length / seconds).toFixed(0) };
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(2);

try {
  rmSync(dataDir, { recursive: true, force: true });
  const base = await startSite({
    name: 'site',
    port: PORT,
    distDir,
    env: { CONTENT_API_URL: '', CONTENT_DATA_DIR: dataDir, SEARCH_RATE_LIMIT: '1000000' },
  });
  // One of each first, so files written once per route (not per address) are not counted.
  await hammer(base, [...DETAIL_ROUTES.map((r) => r(random())), ...SEARCH_ROUTES.map((r) => r(random()))]);
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const before = folderBytes(distDir);
  const slugs = await hammer(
    base,
    Array.from({ length: SLUGS }, (_, i) => DETAIL_ROUTES[i % DETAIL_ROUTES.length](random())),
  );
  const afterSlugs = folderBytes(distDir);
  const terms = await hammer(
    base,
    Array.from({ length: TERMS }, (_, i) => SEARCH_ROUTES[i % SEARCH_ROUTES.length](random())),
  );
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = folderBytes(distDir);

  console.log(`\ncache growth (${commit()}), ${distDir}, embedded content`);
  console.log(
    `  ${SLUGS} random slugs:        +${mb(afterSlugs - before)} MB  (answers ${JSON.stringify(slugs.statuses)}, ${slugs.perSecond}/s)`,
  );
  console.log(
    `  ${TERMS} random search terms: +${mb(after - afterSlugs)} MB  (answers ${JSON.stringify(terms.statuses)}, ${terms.perSecond}/s)`,
  );
  console.log(`  total:                     +${mb(after - before)} MB  (target: under 5 MB)`);
} finally {
  stopAll();
}
