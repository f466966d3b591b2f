import { execFile, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { postgresBinDir } from '../../scripts/debian-packages.mjs';

/*
 * A throw-away PostgreSQL for the site search's shared index (SEARCH_DATABASE_URL) in tests and
 * benchmarks: Debian's package, installed as root when missing (as redis-server is). A fresh
 * cluster in /tmp on each start, no fsync, trust authentication on 127.0.0.1 only, shared_buffers
 * sized for the search bench's index. PostgreSQL refuses to run as root, so as root it runs as the
 * package's `postgres` user.
 *   node test-support/services/postgres.mjs PORT      (a webServer entry: runs until killed)
 */
const asRoot = process.getuid?.() === 0;
/** A command as the user PostgreSQL runs as. */
const as = (command, args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);

/*
 * Ready, not only listening: a starting server takes connections on its port and refuses them
 * ("the database system is starting up"), which on a loaded machine is long enough for
 * createdb to fail.
 */
const ready = (pgIsReady, port) =>
  new Promise((resolve) => {
    execFile(pgIsReady, ['-q', '-h', '127.0.0.1', '-p', String(port)], (error) => resolve(!error));
  });

/** The connection string of the database `startPostgres` creates. */
export const postgresUrl = (port) => `postgres://site@127.0.0.1:${port}/site`;

/**
 * Starts a fresh cluster on `port` (its files in /tmp/site-postgres-PORT); resolves once
 * database `site` (owner `site`) accepts connections, with its address and a way to stop it.
 */
export async function startPostgres(port) {
  const bin = postgresBinDir();
  const dir = `/tmp/site-postgres-${port}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  execFileSync(...as(path.join(bin, 'initdb'), ['-D', data, '-U', 'site', '-A', 'trust', '-E', 'UTF8', '--no-locale']), {
    stdio: 'ignore',
  });
  const [command, args] = as(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dir}`,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    // Room for the search tables (about 0.5 GB at 110,000 documents), as a server sized for them would have;
    // shared memory is taken as it is used, so the small test indexes cost nothing.
    '-c',
    'shared_buffers=768MB',
  ]);
  // Its own process group: runuser does not pass signals on, so the group is signalled.
  const server = spawn(command, args, { stdio: 'ignore', detached: true });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const kill = () => {
    if (server.exitCode === null) process.kill(-server.pid, 'SIGINT');
  };
  try {
    const pgIsReady = path.join(bin, 'pg_isready');
    const end = Date.now() + 20_000;
    while (!(await ready(pgIsReady, port))) {
      if (Date.now() > end || server.exitCode !== null) throw new Error(`PostgreSQL did not start on port ${port}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    execFileSync(...as(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'site', 'site']), { stdio: 'ignore' });
  } catch (error) {
    // A server that started but cannot be used must not outlive its caller, holding the port.
    kill();
    throw error;
  }
  return {
    url: postgresUrl(port),
    exited,
    /** A fast shutdown (SIGINT), resolved once the server has exited. */
    stop: async () => {
      kill();
      await exited;
    },
  };
}

// Run as a script (not `import.meta`, nor top-level await: the tests import this file through a CommonJS transform).
if (process.argv[1]?.endsWith(path.join('services', 'postgres.mjs'))) {
  const port = Number(process.argv[2]);
  void startPostgres(port).then((postgres) => {
    console.log(`PostgreSQL ready on ${port}`);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void postgres.stop());
    void postgres.exited.then(() => process.exit(0));
  });
}
