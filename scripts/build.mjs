import { loadEnv, writeMarker } from './build-source.mjs';
import { nextBuild } from './next-build.mjs';

loadEnv();
const code = await nextBuild();
if (code === 0) writeMarker();
process.exit(code);
