import { spawn } from 'node:child_process';

/*
 * The benchmarks' long-running children (fake upstream, production servers) in their own
 * process groups, so stopping one also stops the next-server process it forks. (The end-to-end
 * run's servers are Playwright's webServer entries, playwright.config.ts.)
 */
const children = new Set();

export function startProcess(name, args, env, readyText, { cwd, node = process.execPath } = {}) {
  const child = spawn(node, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const log = [];
  const remember = (chunk) => {
    log.push(chunk.toString());
    if (process.env.E2E_VERBOSE) process.stdout.write(`[${name}] ${chunk}`);
  };
  child.stdout.on('data', remember);
  child.stderr.on('data', remember);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in time:\n${log.join('')}`)), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${log.join('')}`));
    });
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes(readyText)) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ child, log });
      }
    });
  });
}

export function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  children.clear();
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
process.on('exit', stopAll);

/** Waits until a URL answers (any status below 500). */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
