import path from 'node:path';
import { startServer } from './processes.mjs';

/** Starts the fake upstream (test-support/fake-upstream) as a child process on the given ports. */
export async function startFakeUpstreamProcess(port: number, controlPort = port + 1) {
  const server = await startServer({
    name: 'fake upstream',
    command: [process.execPath, path.join(__dirname, 'fake-upstream/server.mjs')],
    env: { FAKE_UPSTREAM_PORT: String(port), FAKE_UPSTREAM_CONTROL_PORT: String(controlPort) },
    readyText: 'listening',
  });
  const controlUrl = `http://127.0.0.1:${controlPort}`;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    control: (pathname: string, body?: unknown) =>
      fetch(controlUrl + pathname, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then((r) => r.json() as Promise<unknown>),
    stop: () => server.stop(),
  };
}
