import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterPaintScripts } from '../after-paint-scripts.cjs';

/*
 * scripts/patch-next.mjs runs after every install. These check the installed renderers carry
 * both of its changes, and the current transform (a stale copy would keep an old loader).
 */
const dir = path.join(__dirname, '../../node_modules/next/dist/compiled/next-server');
const runtimes = readdirSync(dir).filter((name) => /^app-page.*\.runtime\.prod\.js$/.test(name));

describe('the installed page renderers (scripts/patch-next.mjs)', () => {
  it('are found', () => {
    expect(runtimes.length).toBeGreaterThan(0);
  });

  it.each(runtimes)('%s sends no stylesheets with the global error boundary', (name) => {
    expect(readFileSync(path.join(dir, name), 'utf8')).toMatch(/injectedJS:new Set\}\);return\{GlobalError:\w+,styles:null\}/);
  });

  it.each(runtimes)('%s ends its web stream chain and both Node stream pipelines with the current transform', (name) => {
    const source = readFileSync(path.join(dir, name), 'utf8');
    const regions = [...source.matchAll(/\/\*after-paint-scripts\*\/([\s\S]*?)\/\*end-after-paint-scripts\*\//g)].map((m) => m[1] ?? '');
    expect(regions).toHaveLength(3);
    for (const region of regions) expect(region).toContain(afterPaintScripts.toString());
    expect(regions.filter((region) => region.startsWith('.pipeThrough('))).toHaveLength(1);
    expect(regions.filter((region) => region.includes('Duplex.fromWeb('))).toHaveLength(2);
  });
});
