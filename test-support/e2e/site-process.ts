import { startServer } from '@/test-support/processes.mjs';
import { E2E } from '@/e2e/targets.mjs';

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
  const url = `http://localhost:${port}`;
  const server = await startServer({
    name: `site on ${port}`,
    command: [process.execPath, 'node_modules/next/dist/bin/next', 'start', '-p', String(port)],
    env: { ...E2E.upstream.env, PORT: String(port), CONTENT_DATA_DIR: dataDir, SITE_URL: url, ...env },
    readyUrl: `${url}/api/health`,
    timeoutMs: 30_000,
  });
  // Killed, not stopped: the outbox must survive a hard restart.
  return { url, stop: () => server.stop('SIGKILL') };
}
