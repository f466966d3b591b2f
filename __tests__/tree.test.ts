import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The shape of the source tree, which a newcomer reads before any code:
 *  - lib/ is below components/ and app/: it never imports from them, so logic can be used
 *    (and tested) without React and route files;
 *  - a client component says so in its name: a file is `*.client.ts(x)` exactly when its first
 *    statement is 'use client'. Next's own file names (app/**\/error.tsx, global-error.tsx) are
 *    fixed by the framework, so app/ is exempt.
 */
const ROOT = path.resolve(__dirname, '..');
const SOURCE = /\.(ts|tsx|mjs|js)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** Every module specifier a file imports, re-exports, requires or mocks. */
function specifiers(source: string): string[] {
  const pattern = /(?:\bfrom|\bimport|\brequire\s*\(|\bjest\.mock\s*\(|\bimport\s*\()\s*['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((m) => m[1]!);
}

/** The folder a specifier lands in, from the repository root ('@/x' is the root's x). */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (specifier.startsWith('.')) return path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier));
  return undefined;
}

/** The first statement of a module, 'use client' being a directive prologue. */
function isClientModule(source: string): boolean {
  const code = source.replace(/^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  return /^['"]use client['"]/.test(code);
}

describe('the source tree', () => {
  it('lib/ imports nothing from components/ or app/', () => {
    const upward = sourceFiles('lib').flatMap((file) =>
      specifiers(readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((s) => /^(components|app)(\/|$)/.test(target(file, s) ?? ''))
        .map((s) => `${file} imports ${s}`),
    );
    expect(upward).toEqual([]);
  });

  it("names a file *.client.ts(x) exactly when it starts with 'use client' (outside app/)", () => {
    const files = [...sourceFiles('components'), ...sourceFiles('lib'), 'proxy.ts', 'instrumentation.ts'];
    const misnamed = files.filter((file) => {
      const client = isClientModule(readFileSync(path.join(ROOT, file), 'utf8'));
      return client !== /\.client\.(ts|tsx)$/.test(file);
    });
    expect(misnamed).toEqual([]);
  });

  it('finds what it checks', () => {
    expect(sourceFiles('lib').length).toBeGreaterThan(100);
    expect(sourceFiles('components').filter((f) => f.includes('.client.')).length).toBeGreaterThan(40);
    expect(isClientModule("// note\n'use client';\nexport {}")).toBe(true);
    expect(isClientModule("import x from 'y';\n'use client';")).toBe(false);
    expect(specifiers("import { a } from '@/components/x';\nexport * from '../app/y';")).toEqual(['@/components/x', '../app/y']);
  });
});
