import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

/*
 * `node test-support/e2e/copy-build.mjs FROM TO`: a copy of a build folder as on another machine
 * (new file times, no build cache); its content-source.json travels with it.
 */
const [from, to] = process.argv.slice(2);
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true, filter: (src) => path.relative(from, src) !== 'cache' });
