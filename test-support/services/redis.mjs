import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ensurePackages, REDIS_SERVER } from '../../scripts/debian-packages.mjs';

/*
 * A throw-away redis-server for the several-instances end-to-end target and benchmark:
 * Debian's package, installed as root when missing (as Chromium and nginx are), with the
 * shipped configuration (deploy/redis/redis.conf: keyspace events, memory bound and policy,
 * no persistence).
 */
const CONFIG = path.resolve('deploy/redis/redis.conf');

const ensureRedis = () => ensurePackages('redis-server');

const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });

const serverArgs = (port) => [CONFIG, '--port', String(port), '--bind', '127.0.0.1'];

/**
 * Starts redis-server on `port` in its own process group, detached from this process (a test
 * may start it again after stopping it); resolves once it accepts connections.
 */
export async function startRedis(port) {
  ensureRedis();
  spawn(REDIS_SERVER, serverArgs(port), { detached: true, stdio: 'ignore' }).unref();
  const end = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (Date.now() > end) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stops the redis-server on `port`, if any, without saving. */
export async function stopRedis(port) {
  await new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('SHUTDOWN NOSAVE\r\n'));
    socket.once('close', resolve);
    socket.once('error', resolve);
  });
}

/*
 * `node test-support/services/redis.mjs PORT`: redis-server on PORT, a webServer of playwright.config.ts. A test
 * may stop it and start another (startRedis); on SIGTERM this stops whichever answers on PORT.
 * (Not `import.meta`: the tests import this file, through Playwright's CommonJS transform.)
 */
if (process.argv[1]?.endsWith(path.join('services', 'redis.mjs'))) {
  const port = Number(process.argv[2]);
  ensureRedis();
  spawn(REDIS_SERVER, serverArgs(port), { stdio: 'inherit' }).on('exit', (code) => {
    if (code) process.exit(code);
  });
  // Alive until the SIGTERM, after its own redis-server stopped too.
  const alive = setInterval(() => {}, 60_000);
  process.on('SIGTERM', () => {
    clearInterval(alive);
    stopRedis(port).then(() => process.exit(0));
  });
}
