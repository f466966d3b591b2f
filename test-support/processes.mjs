import { spawn } from 'node:child_process';

/*
 * The one way the tests and benchmarks start a server of their own and wait for it: a child in
 * its own process group (stopping it also stops what it forks, such as next-server), its output
 * kept for the error when it does not come up, ready when a line says so or an address answers.
 * (Playwright's webServer entries start the end-to-end run's servers, playwright.config.ts.)
 */

/** Calls `check` until it returns a value other than undefined or false; throws `what` after `timeoutMs`. */
export async function poll(check, { timeoutMs = 60_000, intervalMs = 250, what = 'the condition' } = {}) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Whether `url` answers with a status `accept` takes, false while nothing answers. */
export async function answers(url, accept = (status) => status < 500) {
  try {
    return accept((await fetch(url)).status);
  } catch {
    return false;
  }
}

/**
 * @param {{ name: string, command: readonly string[], env?: Record<string, string | undefined>, cwd?: string,
 *   readyText?: string, readyUrl?: string, timeoutMs?: number, onSpawn?: (child: import('node:child_process').ChildProcess) => void }} options
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, log: string[], stop: (signal?: NodeJS.Signals) => Promise<void> }>}
 *
 * Starts `command` (the executable, then its arguments) with `env` over this process's
 * environment, and resolves once its standard output contains `readyText` or `readyUrl` answers
 * 2xx; rejects with its output when it exits first or is not ready within `timeoutMs`.
 * `onSpawn` gets the child at once, for a caller that must be able to stop it while it starts.
 */
export function startServer({ name, command, env = {}, cwd, readyText, readyUrl, timeoutMs = 60_000, onSpawn }) {
  const [executable, ...args] = command;
  const child = spawn(executable, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  onSpawn?.(child);
  const log = [];
  const remember = (chunk) => {
    log.push(chunk.toString());
    if (process.env.E2E_VERBOSE) process.stdout.write(`[${name}] ${chunk}`);
  };
  child.stdout.on('data', remember);
  child.stderr.on('data', remember);
  let gone = false;
  const exited = new Promise((resolve) => {
    child.once('exit', resolve);
    child.once('error', resolve);
  }).then((how) => {
    gone = true;
    return how;
  });
  const stop = async (signal = 'SIGTERM') => {
    if (!gone) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    await exited;
  };
  // A child that is gone ends the wait at once: `died` says why.
  const ready = readyUrl
    ? poll(async () => gone || (await answers(readyUrl, (status) => status < 300)), { timeoutMs, what: `${name} answering at ${readyUrl}` })
    : poll(() => gone || log.join('').includes(readyText), { timeoutMs, intervalMs: 50, what: `${name} saying '${readyText}'` });
  const died = exited.then((how) => Promise.reject(new Error(`${name} exited with ${how instanceof Error ? how.message : how}`)));
  return Promise.race([died, ready]).then(
    () => ({ child, log, stop }),
    async (error) => {
      await stop('SIGKILL');
      throw new Error(`${error.message}${log.length > 0 ? `\n${log.join('')}` : ''}`);
    },
  );
}
