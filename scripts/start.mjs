import { buildMatchesSource, currentSource, loadEnv } from './build-source.mjs';
import { checkNodeVersion } from './node-version.mjs';
import { nextBin, run } from './run.mjs';

/*
 * `npm start`: `next start`, after `npm run build` when there is no build in NEXT_DIST_DIR or
 * when it was made for another content source (build-source.mjs).
 */
checkNodeVersion();
loadEnv();
if (!buildMatchesSource()) {
  const source = currentSource();
  console.log(`Building for ${source.contentApiUrl ?? 'the embedded content API'} (${source.siteUrl})…`);
  const code = await run(process.execPath, ['scripts/build.mjs']);
  if (code !== 0) process.exit(code);
}
process.exit(await run(process.execPath, [nextBin, 'start', ...process.argv.slice(2)]));
