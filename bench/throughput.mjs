import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shippedSiteConf, startNginx } from '../test-support/services/nginx.mjs';
import { stopAll } from '../test-support/services/servers.mjs';
import { BENCH_SITE_PORT, commit, load, record, RESULTS, span, startSite, table } from './lib.mjs';

/*
 * Throughput of cached pages, side by side in one run (this machine is shared and noisy):
 *   nginx serving the page's HTML bytes as a static file, the production site alone, and
 *   the site behind the shipped nginx micro-cache (deploy/nginx/site.conf).
 * 50 connections, same bytes, for /, a course page and an article page.
 *   node bench/throughput.mjs            (BENCH_SECONDS=10, BENCH_SKIP_BUILD=1 to reuse the build)
 */
const SITE_PORT = BENCH_SITE_PORT;
const STATIC_PORT = 3701;
const PROXY_PORT = 3702;
const seconds = Number(process.env.BENCH_SECONDS || 10);

try {
  const site = await startSite({ name: 'bench site', port: SITE_PORT, distDir: '.next-bench', env: { CONTENT_DATA_DIR: '.data-bench' } });
  const course = ((await (await fetch(`${site}/api/content/course`)).json()).data[0] ?? {}).courseurl;
  const article = ((await (await fetch(`${site}/api/content/articlesold`)).json()).data[0] ?? {}).articleurl;
  const pages = [
    { name: 'home', path: '/' },
    { name: 'course', path: `/course-details/${course}` },
    { name: 'article', path: `/article/${article}/` },
  ];

  const staticDir = path.join(RESULTS, 'static');
  mkdirSync(staticDir, { recursive: true });
  for (const page of pages) {
    for (let i = 0; i < 3; i++) await fetch(site + page.path);
    const response = await fetch(site + page.path);
    page.cache = response.headers.get('x-nextjs-cache');
    page.bytes = Buffer.from(await response.arrayBuffer());
    writeFileSync(path.join(staticDir, `${page.name}.html`), page.bytes);
  }

  const stopStatic = await startNginx(
    path.join(RESULTS, 'nginx-static'),
    `  server {\n    listen 127.0.0.1:${STATIC_PORT};\n    default_type text/html;\n    root ${staticDir};\n` +
      pages.map((p) => `    location = ${p.path} { try_files /${p.name}.html =404; }`).join('\n') +
      `\n    location / { try_files /home.html =404; }\n  }`,
    STATIC_PORT,
  );
  const proxyDir = path.join(RESULTS, 'nginx-proxy');
  const proxyConf = shippedSiteConf({ port: PROXY_PORT, upstreamPorts: [SITE_PORT], cacheDir: path.join(proxyDir, 'cache') });
  const stopProxy = await startNginx(proxyDir, proxyConf, PROXY_PORT);

  const rows = [];
  for (const page of pages) {
    const s = await load(`http://127.0.0.1:${STATIC_PORT}${page.path}`, { seconds });
    const n = await load(site + page.path, { seconds });
    const p = await load(`http://127.0.0.1:${PROXY_PORT}${page.path}`, { seconds });
    rows.push({
      page: page.path,
      bytes: page.bytes.length,
      'site cache': page.cache ?? '-',
      'nginx static rps': s.rps,
      'p99 ms': s.p99,
      'site rps': n.rps,
      'site p99': n.p99,
      'site/static': (n.rps / s.rps).toFixed(3),
      'proxy rps': p.rps,
      'proxy p99': p.p99,
      'proxy/static': (p.rps / s.rps).toFixed(2),
      'proxy p99/static p99': (p.p99 / Math.max(s.p99, 1)).toFixed(1),
      errors: s.errors + n.errors + p.errors + s.non2xx + n.non2xx + p.non2xx,
    });
  }
  stopStatic();
  stopProxy();
  record(
    'throughput',
    `proxy/static ${span(rows.map((r) => r['proxy/static']))}, proxy p99/static p99 ${span(
      rows.map((r) => r['proxy p99/static p99']),
      1,
    )}, ` +
      `site/static ${span(
        rows.map((r) => r['site/static']),
        3,
      )} on ${rows.length} pages (goals ≥ 0.7, ≤ 3, ≥ 0.067)`,
    [
      `Throughput of cached pages — commit ${commit()}, ${seconds}s per run, 50 connections, nginx worker_processes 1`,
      table(rows),
      '\nGoals: site/static ≥ 0.067 (1/15); proxy/static ≥ 0.7 with proxy p99 ≤ 3× static p99.',
    ].join('\n'),
  );
} finally {
  stopAll();
}
