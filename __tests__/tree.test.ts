import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The shape of the source tree, which a newcomer reads before any code:
 *  - app → components → lib: an import the other way is an error of ESLint's
 *    import/no-restricted-paths (eslint.config.mjs), so the editor flags it as it is typed; this
 *    file only proves the rule fires, the rule being the one statement of the boundary;
 *  - one import style in the site's TypeScript: another folder by its '@/' path, the same folder
 *    by './' (ESLint's no-restricted-imports; plain .mjs files stay relative, Node loads them);
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

/** The rules ESLint reports for `code` as if it were the file `file` of the repository. */
function lintRules(file: string, code: string): string[] {
  const run = () =>
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', '--stdin', '--stdin-filename', file],
      {
        cwd: ROOT,
        input: code,
        encoding: 'utf8',
      },
    );
  let output: string;
  try {
    output = run();
  } catch (error) {
    // ESLint exits 1 when it reports errors; its JSON is still on stdout.
    output = (error as { stdout: string }).stdout;
  }
  const [result] = JSON.parse(output) as { messages: { ruleId: string | null }[] }[];
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'parse error');
}

/** The first statement of a module, 'use client' being a directive prologue. */
function isClientModule(source: string): boolean {
  const code = source.replace(/^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  return /^['"]use client['"]/.test(code);
}

describe('the source tree', () => {
  it("imports another folder by its '@/' path, the same folder by './' (the ESLint rule fires)", () => {
    expect(lintRules('lib/listing/style-sample.ts', "import { env } from '../env';\nexport const used = env;\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(
      lintRules(
        'lib/listing/style-sample.ts',
        "import { env } from '@/lib/env';\nimport { x } from './params';\nexport const used = [env, x];\n",
      ),
    ).toEqual([]);
  });

  it('lib/ imports nothing from components/ or app/, components/ nothing from app/ (the ESLint rule fires)', () => {
    const sample =
      "import { Link } from '@/components/ui/Link.client';\nimport { metadata } from '@/app/layout';\nexport const used = [Link, metadata];\n";
    expect(lintRules('lib/boundary-sample.ts', sample)).toEqual(['import/no-restricted-paths', 'import/no-restricted-paths']);
    expect(lintRules('components/boundary-sample.ts', "export { metadata } from '@/app/layout';\n")).toEqual([
      'import/no-restricted-paths',
    ]);
    expect(lintRules('app/boundary-sample.ts', "export { Link } from '@/components/ui/Link.client';\n")).toEqual([]);
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
  });
});
