import { loadEnv, writeMarker } from './build-source.mjs';
import { nextBuild } from './next-build.mjs';
import { checkNodeVersion } from './node-version.mjs';

/* `npm run build`: `next build`, then the content source recorded in the build folder (build-source.mjs). */
checkNodeVersion();
loadEnv();
const code = await nextBuild();
if (code === 0) writeMarker();
process.exit(code);
