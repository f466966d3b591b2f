import { spawn, type ChildProcess } from 'node:child_process';
import { E2E } from '../targets.mjs';

/**
 * A production server of the upstream build that a test starts and stops itself (to prove
 * what survives a restart, or to run with other settings). Its own port and data folder keep
 * it apart from the suite's server.
 */
export async function startSiteProcess(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env: {
      ...process.env,
      ...E2E.upstream.env,
      PORT: String(port),
      CONTENT_DATA_DIR: dataDir,
      SITE_URL: `http://localhost:${port}`,
      ...env,
    },
    detached: true,
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const end = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`site on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      }),
  };
}
