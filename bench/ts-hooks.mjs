import { readFileSync, existsSync } from 'node:fs';
import { register, stripTypeScriptTypes } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/*
 * Lets a benchmark import the site's TypeScript modules (lib/…) directly: `node --import
 * ./bench/ts-hooks.mjs …`. Types go with Node's own documented stripper
 * (`module.stripTypeScriptTypes`, experimental; transform mode, for the parameter properties of
 * lib/content/client.ts) rather than Next's internal SWC module, and `@/…` resolves from the
 * repository root as tsconfig.json says. TypeScript only: no benchmark imports a .tsx module.
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

export async function load(url, context, next) {
  if (!/\.ts$/.test(url)) return next(url, context);
  const source = stripTypeScriptTypes(readFileSync(fileURLToPath(url), 'utf8'), { mode: 'transform' });
  return { format: 'module', source, shortCircuit: true };
}
