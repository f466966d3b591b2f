import { forgetContentAnswers, loadEnv, writeMarker } from './build-source.mjs';
import { keepingTsconfig } from './keep-tsconfig.mjs';
import { nextBin, run } from './run.mjs';

loadEnv();
forgetContentAnswers();
const code = await keepingTsconfig(() => run(process.execPath, [nextBin, 'build']));
if (code === 0) writeMarker();
process.exit(code);
