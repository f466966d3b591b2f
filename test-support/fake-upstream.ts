import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Starts the fake upstream (e2e/fake-upstream) as a child process on the given ports. */
export async function startFakeUpstreamProcess(port: number, controlPort = port + 1) {
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, '../e2e/fake-upstream/server.mjs')], {
    env: { ...process.env, FAKE_UPSTREAM_PORT: String(port), FAKE_UPSTREAM_CONTROL_PORT: String(controlPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`fake upstream exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
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
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
