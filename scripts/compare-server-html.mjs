import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  appFiles,
  namedAddresses,
  routeTemplates,
  sitemapAddresses,
  templateAddresses,
  variantsOf,
} from './compare-server-html/addresses.mjs';
import { differences, normaliserFor } from './compare-server-html/compare.mjs';
import { discoveries } from './compare-server-html/html.mjs';
import { get } from './compare-server-html/http.mjs';
import { report } from './compare-server-html/report.mjs';
import { DIST_DIR, build, buildId, checkout, git, portFree, removeCheckout, start } from './compare-server-html/sites.mjs';
import { checkNodeVersion } from './node-version.mjs';

const USAGE = `Compares the server answers of every route between two revisions, built for production on the demo content.

  node scripts/compare-server-html.mjs <base> [<head>] [--out report.txt] [options]
  npm run compare:html -- <base> [<head>] [--out report.txt] [options]

  <base>           git revision to compare against (required; also --base)
  <head>           git revision to compare (default: this working tree, uncommitted changes included; also --head)
  --out FILE       the full report (default: compare-server-html-report.txt in the temporary folder); the terminal gets diffs cut at 40 lines
  --port N         the base site's port (default 3860); the head site uses N+1
  --concurrency N  addresses compared at once (default 4)
  --typecheck      let next build check types (off by default: npm run typecheck does it once)
  --work DIR       folder for the base checkout, the data folders (default a new temporary folder)
  --keep           keep the work folder, the builds and the checkouts (with --work, to compare again)
  --skip-build     serve the builds already in --work and the checkouts (after --keep)
  --only TEXT      compare only addresses containing TEXT (and what they lead to)
  --raw            normalise only the two sites' origins: shows what the normalisation hides

Exit code: 0 once a report is written, whatever it says; 1 when no comparison could be made (build or start failed).`;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string' },
    head: { type: 'string' },
    out: { type: 'string', default: path.join(os.tmpdir(), 'compare-server-html-report.txt') },
    port: { type: 'string', default: '3860' },
    concurrency: { type: 'string', default: '4' },
    typecheck: { type: 'boolean', default: false },
    work: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    only: { type: 'string' },
    raw: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const baseRevision = options.base ?? positionals[0];
const headRevision = options.head ?? positionals[1] ?? null;
if (options.help || !baseRevision) {
  console.log(USAGE);
  process.exit(options.help ? 0 : 1);
}
checkNodeVersion();

const say = (message) => console.error(`[compare] ${message}`);
const repo = git(['rev-parse', '--show-toplevel'], process.cwd());
const resolve = (revision) => git(['rev-parse', '--verify', '--short', `${revision}^{commit}`], repo);
const port = Number(options.port);
const workDir = path.resolve(options.work ?? mkdtempSync(path.join(os.tmpdir(), 'compare-server-html-')));
mkdirSync(workDir, { recursive: true });
const outFile = path.resolve(options.out);
const siteUrl = `http://localhost:${port}`;
const startedAt = Date.now();

const sites = [
  { label: 'base', revision: resolve(baseRevision), dir: path.join(workDir, 'base'), dataDir: path.join(workDir, 'data-base'), port },
  {
    label: 'head',
    revision: headRevision
      ? resolve(headRevision)
      : `working tree (${resolve('HEAD')}${git(['status', '--porcelain'], repo) ? ' + changes' : ''})`,
    dir: headRevision ? path.join(workDir, 'head') : repo,
    dataDir: path.join(workDir, 'data-head'),
    port: port + 1,
    commit: headRevision ? resolve(headRevision) : null,
  },
];
sites[0].commit = sites[0].revision;

const servers = [];
async function cleanUp() {
  await Promise.all(servers.map((server) => server.stop()));
  servers.length = 0;
  if (options.keep) return void say(`kept ${workDir} (builds in ${DIST_DIR} of each checkout)`);
  for (const site of sites) {
    if (site.commit) removeCheckout(repo, site.dir);
    else rmSync(path.join(site.dir, DIST_DIR), { recursive: true, force: true });
  }
  rmSync(workDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanUp().finally(() => process.exit(130)));

async function prepare() {
  for (const site of sites) {
    if (!(await portFree(site.port))) throw new Error(`port ${site.port} is in use (--port moves both sites)`);
  }
  for (const site of sites) if (site.commit) await checkout(repo, site.commit, site.dir, say);
  // One build after the other: the machine's cores are shared.
  for (const site of sites) {
    if (options['skip-build'] && buildId(site)) say(`reusing the build of ${site.label} (${buildId(site)})`);
    else await build(site, siteUrl, { typecheck: options.typecheck, say });
  }
  const started = [];
  for (const site of sites) {
    started.push(await start(site, siteUrl));
    servers.push(started.at(-1));
  }
  return sites.map((site, i) => ({
    ...site,
    origin: started[i].origin,
    normalise: normaliserFor({
      origins: [siteUrl, started[i].origin, `http://127.0.0.1:${site.port}`],
      buildId: buildId(site),
      raw: options.raw,
    }),
  }));
}

/** Compares every address, adding what pages lead to (og:image, list pages 2 and last) as they come. */
async function compareAll([a, b]) {
  const list = [];
  const seen = new Set();
  const add = (address) => {
    if (!address || seen.has(address)) return;
    seen.add(address);
    list.push(address);
  };
  const only = options.only;
  const initial = [
    ...namedAddresses(),
    ...routeTemplates([...new Set([...appFiles(repo, a.commit), ...appFiles(repo, b.commit)])]).flatMap(templateAddresses),
  ];
  const fromSitemaps = [...(await sitemapAddresses(a.origin, siteUrl, get)), ...(await sitemapAddresses(b.origin, siteUrl, get))];
  for (const address of [...initial, ...fromSitemaps, ...variantsOf(fromSitemaps)]) if (!only || address.includes(only)) add(address);
  say(`${list.length} addresses from the route files and sitemaps; comparing…`);

  const lastPages = new Map();
  const results = new Map();
  const toLocal = (url) => {
    try {
      const { origin, pathname, search } = new URL(url, siteUrl);
      return [siteUrl, a.origin, b.origin].includes(origin) ? pathname + search : null;
    } catch {
      return null;
    }
  };
  const discover = (answer) => {
    if (answer.error || !(answer.headers['content-type']?.[0] ?? '').includes('text/html')) return;
    const found = discoveries(answer.body.toString('utf8'));
    for (const url of found.linked) add(toLocal(url));
    for (const { base, page } of found.pages) {
      lastPages.set(base, Math.max(lastPages.get(base) ?? 0, page));
      add(`${base}/page/2`);
      add(`${base}/page/${lastPages.get(base)}`);
    }
  };
  let next = 0;
  let done = 0;
  const worker = async () => {
    for (;;) {
      if (next >= list.length) {
        if (done >= list.length) return;
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      const address = list[next++];
      const [answerA, answerB] = await Promise.all([get(a.origin, address), get(b.origin, address)]);
      discover(answerA);
      discover(answerB);
      results.set(address, differences(answerA, answerB, a.normalise, b.normalise));
      done++;
      if (done % 50 === 0) say(`${done}/${list.length}`);
    }
  };
  await Promise.all(Array.from({ length: Number(options.concurrency) }, worker));
  return list.map((address) => ({ address, ...results.get(address) }));
}

let exitCode = 0;
try {
  const running = await prepare();
  say(`base ${running[0].origin} (${running[0].revision}), head ${running[1].origin} (${running[1].revision}); SITE_URL ${siteUrl}`);
  const ready = Date.now();
  const results = await compareAll(running);
  const seconds = (from, to = Date.now()) => `${Math.round((to - from) / 1000)} s`;
  const took = `install, build and start ${seconds(startedAt, ready)}, comparing ${seconds(ready)}`;
  const header = [
    `compare-server-html: base ${running[0].revision} → head ${running[1].revision}`,
    `built for SITE_URL ${siteUrl} on the embedded demo content; build ids ${buildId(running[0])} / ${buildId(running[1])}; ${new Date().toISOString()}; ${took}`,
    "Normalised: the sites' origins, build ids, build file names, ?dpl=, React useId values, CSS-module hashes; scripts, styles and asset links are not compared.",
    '',
  ].join('\n');
  writeFileSync(outFile, `${header}\n${report(results, running, 2000)}\n`);
  console.log(`${header}\n${report(results, running, 40)}\n\nFull report: ${outFile}`);
} catch (error) {
  console.error(`compare-server-html: no comparison made: ${error.message}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
