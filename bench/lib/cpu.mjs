// CPU accounting for the transfer bench (bench/transfer.mjs): pinning the server to core 0 with
// taskset, a process's CPU time and a core's busy share, from /proc.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Whether taskset works here (probed once by the caller, at start-up). */
export function tasksetWorks() {
  try {
    execFileSync('taskset', ['-c', '0', 'true']);
    return true;
  } catch {
    return false;
  }
}
/** A command as [cmd, args], on core 0 when taskset works, else as is. */
export const pinned = (hasTaskset, args) =>
  hasTaskset ? ['taskset', ['-c', '0', ...args]] : [args[0], args.slice(1)];

/** CPU seconds (user + system) a process has used so far, from /proc; undefined elsewhere. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}

/** [busy, total] jiffies of one CPU from /proc/stat (to see how much of the pinned core others took). */
export function coreTicks(core) {
  try {
    const line = readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`cpu${core} `));
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const total = v.slice(0, 8).reduce((a, b) => a + b, 0);
    return [total - v[3] - v[4], total]; // minus idle and iowait
  } catch {
    return undefined;
  }
}

/** The 1/5/15-minute load averages as text ("load 3.12 2.80 2.10"): printed beside every figure. */
export const loadText = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;

/** `args` as [cmd, args] on `core` when taskset works (the other core: Postgres, pgbench). */
export const onCore = (hasTaskset, core, args) =>
  hasTaskset ? ['taskset', ['-c', String(core), ...args]] : [args[0], args.slice(1)];
