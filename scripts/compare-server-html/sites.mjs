import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startServer } from '../../test-support/processes.mjs';
import { nextBin } from '../run.mjs';

/*
 * The two sites of a comparison: a checkout of each revision (the working tree as it is, or a
 * detached git worktree in the work folder), built for production on the embedded demo content
 * into its own build folder, and served on its own port with its own data folder
 * (CONTENT_DATA_DIR: the embedded SQLite databases). Both are built for one SITE_URL, so the
 * addresses baked into their pages are the same.
 */
export const DIST_DIR = '.next-compare';

/**
 * What could change a page besides the code: cleared, so both builds run on the defaults and the
 * embedded content whatever this shell or a .env file sets. ('' counts as unset, lib/env.ts.)
 */
const CLEARED = [
  'CONTENT_API_URL',
  'CONTENT_DEMO_DAILY_ARTICLES',
  'SITE_NAME',
  'SITE_SHORT_NAME',
  'SITE_LOGO',
  'STUDENT_LOGIN_URL',
  'TAWK_PROPERTY',
  'HEALTH_TOKEN',
  'REVALIDATE_SECRET',
  'REDIS_URL',
  'SEARCH_DATABASE_URL',
  'TRACK_DATA_DIR',
  'TRUSTED_PROXIES',
  'RECAPTCHA_SECRET_KEY',
  'NEXT_PUBLIC_RECAPTCHA_SITE_KEY',
  'NEXT_PUBLIC_GTM_ID',
  'NEXT_PUBLIC_GA_ID',
];

export function git(args, cwd) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function runLogged(command, args, { cwd, env, log }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (c) => output.push(c));
    child.stderr.on('data', (c) => output.push(c));
    child.on('error', reject);
    child.on('exit', (code) => {
      const text = Buffer.concat(output).toString();
      if (code === 0) resolve(text);
      else reject(new Error(`${log}: ${command} ${args.join(' ')} exited with ${code}\n${text.split('\n').slice(-40).join('\n')}`));
    });
  });
}

/**
 * A checkout of `revision` in `dir` (git worktree add --detach) with its own packages.
 * Its node_modules cannot be a symbolic link to this checkout's: Turbopack resolves files only
 * inside the project root and fails with "Could not find the Next.js package" for a
 * node_modules that points outside it. So `npm ci` there (from npm's cache: about a minute).
 */
export async function checkout(repo, revision, dir, say) {
  if (!existsSync(path.join(dir, 'package.json'))) {
    say(`git worktree add --detach ${dir} ${revision}`);
    git(['worktree', 'add', '--detach', dir, revision], repo);
  }
  if (!existsSync(path.join(dir, 'node_modules', 'next', 'package.json'))) {
    say(`npm ci in ${dir}`);
    await runLogged('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: dir,
      env: process.env,
      log: `installing ${revision}`,
    });
  }
}

export function removeCheckout(repo, dir) {
  try {
    git(['worktree', 'remove', '--force', dir], repo);
  } catch {
    rmSync(dir, { recursive: true, force: true });
    try {
      git(['worktree', 'prune'], repo);
    } catch {
      // nothing to prune
    }
  }
}

/** The Node a checkout runs on: its own (node_modules/.bin/node, the project's Node 24), else this one. */
function nodeOf(dir) {
  const own = path.join(dir, 'node_modules', '.bin', 'node');
  return existsSync(own) ? own : process.execPath;
}

function siteEnv(site, siteUrl) {
  const env = { ...process.env };
  for (const name of CLEARED) env[name] = '';
  return {
    ...env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: DIST_DIR,
    CONTENT_DATA_DIR: site.dataDir,
    SITE_URL: siteUrl,
    PORT: String(site.port),
    NEXT_TELEMETRY_DISABLED: '1',
    // Built once in a folder thrown away after: no Turbopack cache for a next build.
    BUILD_CACHE: 'off',
  };
}

/** `next build` of a site; `typecheck: false` skips Next's type check (BUILD_TYPES_CHECKED=1, as npm test does). */
export async function build(site, siteUrl, { typecheck, say }) {
  rmSync(path.join(site.dir, DIST_DIR), { recursive: true, force: true });
  rmSync(site.dataDir, { recursive: true, force: true });
  const env = siteEnv(site, siteUrl);
  if (!typecheck) env.BUILD_TYPES_CHECKED = '1';
  const started = Date.now();
  say(`building ${site.label} (${site.revision}) in ${path.join(site.dir, DIST_DIR)}…`);
  await runLogged(nodeOf(site.dir), [nextBin, 'build'], { cwd: site.dir, env, log: `build of ${site.label}` });
  say(`built ${site.label} in ${Math.round((Date.now() - started) / 1000)} s`);
}

export function buildId(site) {
  const file = path.join(site.dir, DIST_DIR, 'BUILD_ID');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** `next start` of a built site, ready once /api/health answers 200; resolves with a stop function. */
export async function start(site, siteUrl) {
  const origin = `http://localhost:${site.port}`;
  const server = await startServer({
    name: site.label,
    command: [nodeOf(site.dir), nextBin, 'start', '-p', String(site.port)],
    cwd: site.dir,
    env: siteEnv(site, siteUrl),
    readyUrl: `${origin}/api/health`,
    timeoutMs: 120_000,
  });
  return { origin, stop: () => server.stop() };
}
