import { readdirSync, readFileSync } from 'node:fs';

/*
 * Linux's scheduler statistics of a process tree (/proc/PID/task/TID/schedstat): nanoseconds on a
 * CPU and waiting on a run queue, summed over every thread of the process and its descendants.
 * A slow answer with its time in 'waiting' was a server ready to run that the machine's other
 * processes kept off the CPU; with it in 'on CPU', the server's own work.
 */
function tasks(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
}

function tree(pid) {
  const pids = [pid];
  for (const tid of tasks(pid)) {
    try {
      for (const child of readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean))
        pids.push(...tree(Number(child)));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return pids;
}

/** { onCpuMs, waitingMs } of `pid` and its descendants so far. */
export function schedOf(pid) {
  let onCpu = 0;
  let waiting = 0;
  for (const each of tree(pid)) {
    for (const tid of tasks(each)) {
      try {
        const [run = '0', wait = '0'] = readFileSync(`/proc/${each}/task/${tid}/schedstat`, 'utf8').trim().split(/\s+/);
        onCpu += Number(run);
        waiting += Number(wait);
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
  return { onCpuMs: onCpu / 1e6, waitingMs: waiting / 1e6 };
}
