import { answers, poll, startServer } from '../processes.mjs';

/*
 * The benchmarks' long-running children (fake upstream, production servers), stopped together
 * when a benchmark ends or is interrupted. (The end-to-end run's servers are Playwright's
 * webServer entries, playwright.config.ts.)
 */
const children = new Set();

/** Node (`node`, this one by default) running `args`, ready once its output contains `readyText`. */
export function startProcess(name, args, env, readyText, { cwd, node = process.execPath } = {}) {
  return startServer({ name, command: [node, ...args], env, cwd, readyText, onSpawn: (child) => children.add(child) });
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
export function waitForUrl(url, timeoutMs = 60_000) {
  return poll(() => answers(url), { timeoutMs, intervalMs: 300, what: `${url} answering` });
}
