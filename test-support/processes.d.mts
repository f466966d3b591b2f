import type { ChildProcess } from 'node:child_process';

export function poll<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  options?: { timeoutMs?: number; intervalMs?: number; what?: string },
): Promise<T>;
export function answers(url: string, accept?: (status: number) => boolean): Promise<boolean>;
export function startServer(options: {
  name: string;
  command: readonly string[];
  env?: Record<string, string | undefined>;
  cwd?: string;
  readyText?: string;
  readyUrl?: string;
  timeoutMs?: number;
  onSpawn?: (child: ChildProcess) => void;
}): Promise<{ child: ChildProcess; log: string[]; stop: (signal?: NodeJS.Signals) => Promise<void> }>;
