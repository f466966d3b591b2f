import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * scripts/patch-next.mjs drops the stylesheets Next would send with the global error boundary
 * (they were a second copy of the layout's CSS in every page). That is only safe while the
 * boundary styles itself inline and imports nothing that brings CSS.
 */
describe('app/global-error.tsx', () => {
  const source = readFileSync(path.join(__dirname, '../app/global-error.tsx'), 'utf8');
  const imports = [...source.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');

  it('imports no stylesheet and no component that could bring one', () => {
    expect(imports.filter((name) => name.endsWith('.css') || name.startsWith('@/components') || name.startsWith('.'))).toEqual([]);
  });

  it('styles itself inline', () => {
    expect(source).toMatch(/style=\{\{/);
  });
});
