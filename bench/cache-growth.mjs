import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';
import { startRedis, stopRedis } from '../test-support/services/redis.mjs';
import { stopAll } from '../test-support/services/servers.mjs';
import { commit, record, startSite } from './lib.mjs';

/*
 * How much the site's caches grow under addresses anyone can invent: 5,000 random slugs across
 * the detail routes and 5,000 random list queries (page numbers up to 100,000, date ranges, video
 * categories, blog search terms, site search terms on /search and /api/search), on the embedded content. Twice: on the site's own file cache (the build's
 * dist dir: ISR and data entries in server/route-entries/), then with REDIS_URL (the shared cache
 * handler; Redis with deploy/redis/redis.conf): the folder again, and Redis's used memory and
 * keys. Goals: at most 1 MB on disk and 1 MB in Redis.
 *
 *   node bench/cache-growth.mjs            (BENCH_PORT moves the site, +1 the Redis one, +2 Redis; SLUGS / QUERIES resize)
 */
const PORT = Number(process.env.BENCH_PORT || 3720);
const SLUGS = Number(process.env.SLUGS || 5000);
const QUERIES = Number(process.env.QUERIES || 5000);
const CONCURRENCY = 4;
const GOAL_MB = 1;
const distDir = '.next-bench-cache';
const dataDir = '.data-bench-cache';

const DETAIL_ROUTES = [
  (s) => `/blog/${s}`,
  (s) => `/article/${s}/`,
  (s) => `/upsc-daily-current-affairs/${s}/`,
  (s) => `/explore/${s}`,
  (s) => `/course-details/${s}`,
];
const upTo = (n) => 1 + Math.floor(Math.random() * n);
const day = () => new Date(Date.UTC(2019, 6, 1) + Math.random() * (Date.now() - Date.UTC(2019, 6, 1))).toISOString().slice(0, 10);
const range = () => [day(), day()].sort();
const LIST_QUERIES = [
  () => `/api/lists/blogs?page=${upTo(100_000)}`,
  () => `/blogs/page/${1 + upTo(99_999)}`,
  () => {
    const [from, to] = range();
    return `/api/lists/daily?from=${from}&to=${to}`;
  },
  () => `/api/lists/videos?category=${upTo(999_999)}`,
  () => `/api/lists/blogs?q=${random()}`,
  () => `/search?q=${random()}`,
  () => `/api/search?q=${random()}&page=${upTo(3)}`,
];

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
/** A growth with its sign: +0.04, -0.02. */
const signed = (text) => (text.startsWith('-') ? text : `+${text}`);
const verdict = (bytes) => (bytes <= GOAL_MB * 1024 * 1024 ? 'met' : 'MISSED');

/** Runs both loads against `base`; `measure` gives the sizes (bytes) to compare before and after. */
async function grow(base, measure) {
  // One of each first, so what a route stores once (not per address) is not counted.
  await hammer(base, [...DETAIL_ROUTES.map((r) => r(random())), ...LIST_QUERIES.map((q) => q())]);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = await measure();
  const slugs = await hammer(
    base,
    Array.from({ length: SLUGS }, (_, i) => DETAIL_ROUTES[i % DETAIL_ROUTES.length](random())),
  );
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const afterSlugs = await measure();
  const queries = await hammer(
    base,
    Array.from({ length: QUERIES }, (_, i) => LIST_QUERIES[i % LIST_QUERIES.length]()),
  );
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = await measure();
  const delta = (a, b) => Object.fromEntries(Object.keys(a).map((k) => [k, a[k] - b[k]]));
  return { slugs, queries, slugGrowth: delta(afterSlugs, before), queryGrowth: delta(after, afterSlugs), total: delta(after, before) };
}

/** One cache's lines of the report. */
function report(title, result, sizes) {
  return [
    `\n${title}`,
    `  ${SLUGS} random slugs:        answers ${JSON.stringify(result.slugs.statuses)}, ${result.slugs.perSecond}/s`,
    `  ${QUERIES} random list queries: answers ${JSON.stringify(result.queries.statuses)}, ${result.queries.perSecond}/s`,
    ...sizes.map(([key, label]) => {
      const total = result.total[key];
      const line = `${signed(mb(result.slugGrowth[key]))} MB slugs, ${signed(mb(result.queryGrowth[key]))} MB lists, ${signed(mb(total))} MB in all`;
      return `  ${label.padEnd(14)} ${line}  (goal: at most ${GOAL_MB} MB: ${verdict(total)})`;
    }),
  ];
}

const redisPort = PORT + 2;
try {
  rmSync(dataDir, { recursive: true, force: true });
  const env = { CONTENT_API_URL: '', CONTENT_DATA_DIR: dataDir, SEARCH_RATE_LIMIT: '1000000' };
  const files = await startSite({ name: 'site', port: PORT, distDir, env });
  const onDisk = await grow(files, async () => ({ disk: folderBytes(distDir) }));

  await startRedis(redisPort);
  const redis = createClient({ url: `redis://127.0.0.1:${redisPort}` });
  await redis.connect();
  // The same build, a second instance of it, with the shared cache (its pages keep their own port).
  const shared = await startSite({
    name: 'site on Redis',
    port: PORT + 1,
    distDir,
    env: { ...env, REDIS_URL: `redis://127.0.0.1:${redisPort}` },
    build: false,
  });
  const inRedis = await grow(shared, async () => {
    const used = /used_memory:(\d+)/.exec(await redis.info('memory'))?.[1];
    return { disk: folderBytes(distDir), redis: Number(used), keys: await redis.dbSize() };
  });
  await redis.quit();

  record(
    'cache-growth',
    `after ${SLUGS} random slugs and ${QUERIES} random list queries: the file cache ${signed(mb(onDisk.total.disk))} MB on disk; ` +
      `with Redis ${signed(mb(inRedis.total.disk))} MB on disk, ${signed(mb(inRedis.total.redis))} MB in Redis (goal ≤ ${GOAL_MB} MB each)`,
    [
      `cache growth (${commit()}), ${distDir}, embedded content`,
      ...report("the site's file cache (no REDIS_URL)", onDisk, [['disk', 'on disk']]),
      ...report('shared cache (REDIS_URL)', inRedis, [
        ['disk', 'on disk'],
        ['redis', 'Redis memory'],
      ]),
      `  Redis keys     ${signed(String(inRedis.slugGrowth.keys))} slugs, ${signed(String(inRedis.queryGrowth.keys))} lists`,
    ].join('\n'),
  );
} finally {
  stopAll();
  await stopRedis(redisPort);
}
