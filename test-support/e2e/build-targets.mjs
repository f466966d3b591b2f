import { rmSync } from 'node:fs';
import { nextBin, run } from '../../scripts/run.mjs';
import { startServer } from '../processes.mjs';
import { startFakeUpstream } from '../fake-upstream/server.mjs';
import { E2E } from '../../e2e/targets.mjs';

/*
 * The builds of the end-to-end targets, made before Playwright starts: `npm test`
 * (scripts/test.mjs) runs this beside lint, formatting, types and the units, which leave most of
 * a second core idle, then tells Playwright that these targets are built (E2E_BUILT).
 * The same builds as playwright.config.ts makes for a plain `playwright test`: a fresh embedded
 * database (the build seeds it), and the upstream target built from the fake upstream, started
 * here on its port and stopped again before Playwright starts its own.
 * The second instance builds from the embedded target's site, started here from that target's
 * build (so after it) and stopped again.
 *   node test-support/e2e/build-targets.mjs embedded upstream second        (exit code: the first failed build's)
 */
const build = (target) => run(process.execPath, ['scripts/build.mjs'], { env: { ...process.env, ...target.env } });

/** How each target is built: the embedded one on a fresh database, the upstream one from the fake upstream. */
const builders = {
  embedded: () => {
    rmSync(E2E.embedded.env.CONTENT_DATA_DIR, { recursive: true, force: true });
    return build(E2E.embedded);
  },
  upstream: async () => {
    const upstream = await startFakeUpstream({
      port: Number(E2E.fakeUpstream.env.FAKE_UPSTREAM_PORT),
      controlPort: Number(E2E.fakeUpstream.env.FAKE_UPSTREAM_CONTROL_PORT),
    });
    try {
      return await build(E2E.upstream);
    } finally {
      await upstream.close();
    }
  },
  second: async () => {
    const embedded = await startServer({
      name: 'embedded site for the second build',
      command: [process.execPath, nextBin, 'start'],
      env: E2E.embedded.env,
      readyUrl: `${E2E.embedded.url}/api/health`,
    });
    try {
      return await build(E2E.second);
    } finally {
      await embedded.stop();
    }
  },
};

for (const name of process.argv.slice(2)) {
  const builder = builders[name];
  const code = builder ? await builder() : (console.error(`no such end-to-end build: ${name}`), 2);
  if (code !== 0) process.exit(code);
}
