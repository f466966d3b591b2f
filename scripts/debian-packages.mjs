import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/*
 * The machine's own parts the tests and benchmarks drive: Debian's packages, installed as root
 * when missing (test tools cannot download browsers here), in one apt run for all that are
 * missing; without root, one line says what to install. `npm test` installs those the tests use
 * before anything uses them: two Jest workers that each installed redis-server on a fresh machine
 * raced for apt's lock and ran out of their hook's 30 s.
 *   node scripts/debian-packages.mjs [name…]     (no name: every package below)
 */
/** Where each package's program is: the one place the scripts, tests and benchmarks read it. */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/*
 * The end-to-end tests' browser: the same Chromium build without its browser shell, what
 * Playwright itself runs headless by default. The same tests took two fifths less time in it
 * (docs/decisions/053-tests-in-chromium-headless-shell.md); the benchmarks keep the full browser,
 * whose figures are a visitor's. `E2E_CHROMIUM_PATH=/usr/bin/chromium` runs the tests in that one.
 */
export const CHROMIUM_HEADLESS_SHELL = process.env.E2E_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
export const REDIS_SERVER = '/usr/bin/redis-server';
export const NGINX = '/usr/sbin/nginx';
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** Each package by the name the scripts use, with how to tell it is installed. */
const PACKAGES = {
  chromium: { apt: 'chromium', installed: () => existsSync(CHROMIUM) },
  'chromium-headless-shell': { apt: 'chromium-headless-shell', installed: () => existsSync(CHROMIUM_HEADLESS_SHELL) },
  'redis-server': { apt: 'redis-server', installed: () => existsSync(REDIS_SERVER) },
  nginx: { apt: 'nginx-light', installed: () => existsSync(NGINX) },
  postgresql: { apt: 'postgresql', installed: () => existsSync(POSTGRES_ROOT) && readdirSync(POSTGRES_ROOT).length > 0 },
};

/** The packages `npm test` drives: not the full Chromium, which only the benchmarks and icons use. */
export const TEST_PACKAGES = ['chromium-headless-shell', 'redis-server', 'nginx', 'postgresql'];

/** Installs those of `names` (all when none) that are missing. */
export function ensurePackages(...names) {
  const wanted = names.length ? names : Object.keys(PACKAGES);
  const missing = wanted.filter((name) => !PACKAGES[name].installed()).map((name) => PACKAGES[name].apt);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error(`Not installed: ${missing.join(', ')}. Install with 'sudo apt-get install -y ${missing.join(' ')}'.`);
  console.log(`Installing Debian ${missing.join(', ')}…`);
  execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`], {
    stdio: 'inherit',
  });
}

/** The full Chromium of the benchmarks and the icons, installed when missing: `npm test` does not need it. */
export function chromiumPath() {
  ensurePackages('chromium');
  return CHROMIUM;
}

/** The newest installed PostgreSQL's directory of programs. */
export function postgresBinDir() {
  ensurePackages('postgresql');
  const version = readdirSync(POSTGRES_ROOT).sort((a, b) => Number(b) - Number(a))[0];
  return `${POSTGRES_ROOT}/${version}/bin`;
}

if (process.argv[1]?.endsWith('debian-packages.mjs')) {
  const unknown = process.argv.slice(2).filter((name) => !(name in PACKAGES));
  if (unknown.length) throw new Error(`Unknown package name: ${unknown.join(', ')} (known: ${Object.keys(PACKAGES).join(', ')})`);
  ensurePackages(...process.argv.slice(2));
}
