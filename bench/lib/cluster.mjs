// The cluster benches (issue 27: bench/cluster-throughput.mjs, bench/cluster-fanout.mjs,
// bench/failover.mjs, bench/idle.mjs): instances of the server built ahead of time on fixed
// loopback ports, HAProxy with deploy/haproxy.cfg in front of them, the CPU and resident memory of
// a set of processes, and the machine's load average beside every figure.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cpuSeconds } from './cpu.mjs';
import { waitForHealth } from './load.mjs';

/** The ports this bench family may use (8250–8299: the balancer first, then the instances). */
export const PORT_BASE = Number(process.env.BENCH_CLUSTER_PORT ?? 8250);

/** Resident memory of a process in MB, from /proc (undefined elsewhere). */
export function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line.split(/\s+/)[1]) / 1024;
  } catch {
    return undefined;
  }
}

/** CPU seconds of several processes together (undefined when one cannot be read). */
export function cpuOf(pids) {
  let total = 0;
  for (const pid of pids) {
    const s = cpuSeconds(pid);
    if (s === undefined) return undefined;
    total += s;
  }
  return total;
}

/**
 * One instance of the built server (`bundle`) on `port`, as `npm run cluster` starts it (its environment, no NODE_ENV): Postgres,
 * Redis when given, trusting the balancer on loopback. `name` becomes the Postgres
 * application_name of its connections (PGAPPNAME), so a bench can see which instance holds a lock.
 */
export function startInstance({ bundle, root, url, port, name, env = {}, track, stdio = 'ignore' }) {
  const started = performance.now();
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      TRUST_PROXY: '127.0.0.1',
      SANDBOX: '1',
      SEED_DEMO: '0',
      // BENCH_LOG=1 shows the instances' warnings (and their start-up lines) while debugging a run.
      LOG_LEVEL: process.env.BENCH_LOG ? 'warn' : 'silent',
      DB_POOL_SIZE: '10',
      SHUTDOWN_DRAIN_MS: '1',
      RATE_LIMIT_PER_MINUTE: '100000000',
      REALTIME_MAX_SOCKETS_PER_ADDRESS: '50000',
      PGAPPNAME: name,
      HOUSELINE_INSTANCE: name,
      ...env,
    },
    stdio: ['ignore', process.env.BENCH_LOG ? 'inherit' : stdio, 'inherit'],
  });
  const exited = track(child);
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    name,
    port,
    base,
    exited,
    /** Resolves with the milliseconds from spawn until /api/health answered. */
    ready: Promise.race([
      // A fresh embedded database migrates and seeds 19 brands first: minutes on a loaded machine.
      waitForHealth(base, 'hgtyc', 240_000).then(() => performance.now() - started),
      exited.then((code) => {
        throw new Error(`instance ${name} (:${port}) exited before it answered (${code})`);
      }),
    ]),
  };
}

/**
 * HAProxy with deploy/haproxy.cfg on `lbPort` in front of `ports` (3 server lines: with fewer
 * ports the last one repeats, so "1 instance" is the same configuration with one process behind
 * it). `extra` is more configuration in a file of its own (e.g. a higher `maxconn`).
 */
export async function startBalancer({ root, work, lbPort, ports, track, extra }) {
  const files = ['-f', path.join(root, 'deploy/haproxy.cfg')];
  if (extra) {
    const file = path.join(work, `haproxy-extra-${lbPort}.cfg`);
    writeFileSync(file, extra);
    files.push('-f', file);
  }
  const p = [0, 1, 2].map((i) => ports[Math.min(i, ports.length - 1)]);
  const child = spawn('haproxy', [...files, '-db'], {
    env: {
      ...process.env,
      HL_LB_PORT: String(lbPort),
      HL_PORT_1: String(p[0]),
      HL_PORT_2: String(p[1]),
      HL_PORT_3: String(p[2]),
    },
    stdio: ['ignore', 'ignore', process.env.BENCH_LOG ? 'inherit' : 'ignore'],
  });
  track(child);
  const base = `http://127.0.0.1:${lbPort}`;
  // Up once every instance behind it passed its health checks (rise 2 at 1 s).
  await waitForHealth(base, 'hgtyc');
  await new Promise((r) => setTimeout(r, 2_500));
  return { child, base };
}

/** A `track` for spawned children: stopped (TERM, then KILL) by the run's cleanups. */
export function tracker(cleanups) {
  return (child) => {
    const exited = new Promise((r) => child.on('exit', r));
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(t);
      }
    });
    return exited;
  };
}
