import { readFileSync, existsSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/*
 * Lets a benchmark import the site's TypeScript modules (lib/…) directly: `node --import
 * ./bench/ts-hooks.mjs …`. Types are stripped with the SWC that Next ships (no other
 * compiler is installed), and `@/…` resolves from the repository root as tsconfig.json says.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.TS_HOOKS_WORKER) {
  process.env.TS_HOOKS_WORKER = '1';
  register(import.meta.url, import.meta.url);
}

const candidates = (base) => [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];

export async function resolve(specifier, context, next) {
  const parent = context.parentURL?.startsWith('file:') ? fileURLToPath(context.parentURL) : undefined;
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.') && parent?.match(/\.tsx?$/)
      ? path.resolve(path.dirname(parent), specifier)
      : undefined;
  const found = base && candidates(base).find((c) => existsSync(c) && /\.(tsx?|m?js|json)$/.test(c));
  if (found) return { url: pathToFileURL(found).href, format: found.endsWith('.json') ? 'json' : 'module', shortCircuit: true };
  try {
    return await next(specifier, context);
  } catch (error) {
    // Packages without an exports map ('next/cache'): the bundler's way, the file of that name.
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || path.extname(specifier)) throw error;
    return next(`${specifier}.js`, context);
  }
}

let swc;
export async function load(url, context, next) {
  if (!/\.tsx?$/.test(url)) return next(url, context);
  swc ??= createRequire(import.meta.url)('next/dist/build/swc');
  const file = fileURLToPath(url);
  const { code } = swc.transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') }, target: 'es2022' },
    module: { type: 'es6' },
    isModule: true,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
