import { buildMatchesSource, currentSource, loadEnv } from './build-source.mjs';
import { nextBin, run } from './run.mjs';

/*
 * `npm start`: serves the production build, building it first when there is none or when
 * it was made against another content source (see build-source.mjs).
 */
loadEnv();
if (!buildMatchesSource()) {
  const source = currentSource();
  console.log(`Building for ${source.contentApiUrl ?? 'the embedded content API'} (${source.siteUrl})…`);
  const code = await run(process.execPath, ['scripts/build.mjs']);
  if (code !== 0) process.exit(code);
}
const port = process.env.PORT || '3000';
process.exit(await run(process.execPath, [nextBin, 'start', '-p', port, ...process.argv.slice(2)]));
