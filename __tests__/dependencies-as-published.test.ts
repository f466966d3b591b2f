import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Every dependency runs as its registry published it: nothing of ours runs at install time,
 * so `npm i next@X` and `npm ci --ignore-scripts` give the same site as `npm ci`
 * (docs/architecture.md, 'The framework's scripts load as Next writes them').
 */
describe('package.json', () => {
  const manifest = JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it('has no install-time script of its own', () => {
    const installHooks = ['preinstall', 'install', 'postinstall', 'prepare', 'preprepare', 'postprepare'];
    expect(Object.keys(manifest.scripts).filter((name) => installHooks.includes(name))).toEqual([]);
  });

  it('upgrades Next and its lint config together', () => {
    expect(manifest.devDependencies['eslint-config-next']).toBe(manifest.dependencies.next);
  });
});
