import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * Runs after every install and changes Next's compiled page renderers in two places. When Next
 * changes this code a pattern no longer matches and the install fails loudly: check whether
 * the change made a patch unnecessary, and update or delete it here.
 *
 * 1. With experimental.inlineCss, Next 16.4 writes the root layout's whole stylesheet into
 *    every page's flight data a second time, as the styles of the global error boundary:
 *    Turbopack lists the layout's CSS under global-error, and the renderer looks it up with an
 *    empty "already inlined" set (vercel/next.js#98110, fixes open). That copy is ~20 kB of
 *    every document that each phone parses on its first load. Our app/global-error.tsx carries
 *    its styles inline (a test keeps it so), so its stylesheet list is dropped here.
 * 2. Every HTML stream the renderer writes passes last through scripts/after-paint-scripts.cjs,
 *    which makes the framework's scripts load after the first frame with content (see there).
 *    Its source is inlined, so the renderer needs nothing outside Next. Such a stream ends in
 *    one of three places: chainTransformers(readable, transformers) for web streams, and the
 *    ends of continueFizzStream and continueDynamicHTMLResumeNode for Node streams (Next's
 *    default on Node).
 */
const dir = path.join(path.dirname(new URL(import.meta.url).pathname), '../node_modules/next/dist/compiled/next-server');
const { afterPaintScripts } = createRequire(import.meta.url)('./after-paint-scripts.cjs');

const GLOBAL_ERROR_STYLES = /(injectedCSS:new Set,injectedJS:new Set\}\);return\{GlobalError:\w+,styles:)(\w+)\}/;

// Marked regions are taken out and written again on every run: the transform may have changed.
const MARKED = /\/\*after-paint-scripts\*\/[\s\S]*?\/\*end-after-paint-scripts\*\//g;
const marked = (code) => `/*after-paint-scripts*/${code}/*end-after-paint-scripts*/`;
const transform = `(${afterPaintScripts.toString()})()`;
const WEB_END = /(function \w+\((\w+),(\w+)\)\{let (\w+)=\2;for\(let (\w+) of \3\)\5&&\(\4=\4\.pipeThrough\(\5\)\);return \4)\}/;
const NODE_END = /(return (\w+)\.pipe\((\w+)\),\2=\3)\}/g;

const CHANGES = {
  'global-error styles': {
    applies: (source) => GLOBAL_ERROR_STYLES.test(source),
    patch: (source) => source.replace(GLOBAL_ERROR_STYLES, '$1null}'),
  },
  'after-paint scripts': {
    applies: (source) => {
      const original = source.replace(MARKED, '');
      return WEB_END.test(original) && [...original.matchAll(NODE_END)].length === 2;
    },
    patch: (source) =>
      source
        .replace(MARKED, '')
        .replace(WEB_END, (_, head) => `${head}${marked(`.pipeThrough(${transform})`)}}`)
        .replace(
          NODE_END,
          (_, head, stream) => `${head}${marked(`,${stream}=${stream}.pipe(require("node:stream").Duplex.fromWeb(${transform}))`)}}`,
        ),
  },
};

const runtimes = readdirSync(dir).filter((name) => /^app-page.*\.runtime\.prod\.js$/.test(name));
if (runtimes.length === 0) throw new Error(`patch-next: no app-page runtimes in ${dir}`);
for (const name of runtimes) {
  const file = path.join(dir, name);
  let source = readFileSync(file, 'utf8');
  for (const [label, change] of Object.entries(CHANGES)) {
    if (!change.applies(source)) throw new Error(`patch-next: ${name} changed (${label}); see scripts/patch-next.mjs`);
    source = change.patch(source);
  }
  writeFileSync(file, source);
}
