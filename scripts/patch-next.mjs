import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Runs after every install. With experimental.inlineCss, Next 16.4 writes the root layout's
 * whole stylesheet into every page's flight data a second time, as the styles of the global
 * error boundary: Turbopack lists the layout's CSS under global-error, and the renderer looks it
 * up with an empty "already inlined" set (vercel/next.js#98110, fixes open). That copy is ~20 kB
 * of every document that each phone parses on its first load. Our app/global-error.tsx carries
 * its styles inline (a test keeps it so), so its stylesheet list is dropped here.
 *
 * When Next changes this code the pattern no longer matches and the install fails loudly: check
 * whether the upstream fix landed, and then delete this script and its postinstall entry.
 */
const dir = path.join(path.dirname(new URL(import.meta.url).pathname), '../node_modules/next/dist/compiled/next-server');
const UNPATCHED = /(injectedCSS:new Set,injectedJS:new Set\}\);return\{GlobalError:\w+,styles:)\w+\}/;
const PATCHED = /injectedCSS:new Set,injectedJS:new Set\}\);return\{GlobalError:\w+,styles:null\}/;

const runtimes = readdirSync(dir).filter((name) => /^app-page.*\.runtime\.prod\.js$/.test(name));
if (runtimes.length === 0) throw new Error(`patch-next: no app-page runtimes in ${dir}`);
for (const name of runtimes) {
  const file = path.join(dir, name);
  const source = readFileSync(file, 'utf8');
  if (PATCHED.test(source)) continue;
  if (!UNPATCHED.test(source)) throw new Error(`patch-next: ${name} changed; see scripts/patch-next.mjs`);
  writeFileSync(file, source.replace(UNPATCHED, '$1null}'));
}
