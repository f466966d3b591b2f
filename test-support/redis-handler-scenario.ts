import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { startRedis, stopRedis } from './services/redis.mjs';

/*
 * The shared cache handler against a real redis-server (Debian's, with deploy/redis/redis.conf, as
 * the end-to-end run uses). Each scenario runs the handler in a process of its own, as Next does:
 * the handler's connection is one per process and keeps it alive. `other` in a scenario is a
 * second instance: the handler module loaded again (another module copy, its own connections),
 * as another server would run it.
 */
export const BUILD_ID = 'unit-build';
const HANDLER = path.resolve(__dirname, '../lib/next-internals/cache/shared-cache-handler.mjs');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });

export type Outcome = { out: Record<string, unknown>; logs: string[] };

export function redisHandlerScenarios() {
  const env = { port: 0, buildDir: '', admin: undefined as unknown as ReturnType<typeof createClient> };

  /** Runs `steps` (an async function body with `cache`, `other`, `page`, `ctx`, `out`, `sleep`, `timed`) in a fresh Node process. */
  function scenario(steps: string, redisUrl = `redis://127.0.0.1:${env.port}`): Promise<Outcome> {
    const serverDistDir = JSON.stringify(path.join(env.buildDir, 'server'));
    const script = `
      import Handler from ${JSON.stringify(HANDLER)};
      const logs = [];
      console.warn = (...args) => logs.push(args.join(' '));
      const cache = new Handler({ serverDistDir: ${serverDistDir} });
      const other = ${steps.includes('other') ? `new (await import(${JSON.stringify(`${HANDLER}?other`)})).default({ serverDistDir: ${serverDistDir} })` : 'null'};
      const page = (status, headers = {}, html = '<p>page</p>') => ({ kind: 'APP_PAGE', html, headers, status });
      const ctx = { cacheControl: { revalidate: 600, expire: 31536000 } };
      const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
      const timed = async (call) => { const t = performance.now(); const value = await call(); return [performance.now() - t, value]; };
      const out = {};
      ${steps}
      console.log(JSON.stringify({ out, logs }));
      process.exit(0);
    `;
    return new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        ['--input-type=module', '-e', script],
        { env: { ...process.env, REDIS_URL: redisUrl } },
        (error, stdout) => {
          if (error) reject(error);
          else resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Outcome);
        },
      );
    });
  }

  beforeAll(async () => {
    env.port = await freePort();
    await startRedis(env.port);
    env.buildDir = mkdtempSync(path.join(tmpdir(), 'shared-cache-'));
    writeFileSync(path.join(env.buildDir, 'BUILD_ID'), BUILD_ID);
    env.admin = createClient({ url: `redis://127.0.0.1:${env.port}` });
    // A scenario may restart Redis: the admin reconnects by itself.
    env.admin.on('error', () => {});
    await env.admin.connect();
  });

  beforeEach(() => env.admin.flushAll());

  afterAll(async () => {
    await env.admin.quit();
    await stopRedis(env.port);
    rmSync(env.buildDir, { recursive: true, force: true });
  });

  return { env, scenario };
}
