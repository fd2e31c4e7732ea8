// Odds delivery over WebSocket (issue 10, DESIGN.md §8): how long an odds change takes from the
// server's tick to 1 000 and 5 000 subscribed browsers, against a bare `ws` server sending a
// message of the same size at the same rate to the same clients in the same run.
//
//   node bench/odds-fanout.mjs [--clients 1000,5000] [--seconds 10] [--workers 4] [--json <file>]
//
// Ours: the real server (`apps/server/src/main.ts`, embedded database in a temp dir, sandbox with
// the odds simulator running as its job, responses not re-validated) pinned to core 0 with
// taskset; the simulator moves odds and scores on its own and the topic hub coalesces the changes
// of each tick into one message. Each client is a `ws` socket subscribed to `odds` (guests: no
// login), spread over --workers client processes on the other cores. The delay of a message is
// its arrival time minus the tick time the server stamps in it (`data.at`), one clock.
// Baseline: bench/lib/ws-baseline.mjs on the same pinned core — a process that only accepts
// sockets and sends each subscriber one pre-serialised message per tick — with a real odds message
// captured from our server as its payload and our measured tick as its interval.
// Prints p50/p99/max per client count, the ratio of p99s (ours/bare), the server CPU share, and
// appends to bench/history.csv. Loopback only; every phase is bounded in time.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pinned, tasksetWorks } from './lib/cpu.mjs';
import { waitForHealth } from './lib/load.mjs';
import { freePort } from './lib/postgres.mjs';
import { writeResult } from './lib/result.mjs';
import { argValue, boundedRun } from './lib/versus.mjs';
import { measure, openClients, sampleTopic } from './lib/ws-fanout.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientCounts = (argValue('clients') ?? '1000,5000').split(',').map(Number);
const seconds = Number(argValue('seconds') ?? 10);
const workers = Number(argValue('workers') ?? 4);
if (
  !clientCounts.every((n) => Number.isInteger(n) && n > 0 && n <= 20_000) ||
  !(seconds >= 2 && seconds <= 120)
) {
  throw new Error('--clients takes counts in 1..20000, --seconds 2..120');
}
const SITE = 'hgtyc';
const cores = availableParallelism();
const hasTaskset = tasksetWorks();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let cleanups = [];
function track(child) {
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
}

/** A real odds message as the baseline's payload, and the tick interval. */
async function sampleTicks(url) {
  const { sample, gaps } = await sampleTopic(url, { topic: 'odds', count: 20, what: 'the simulator' });
  // The baseline sends a message of the median size, at our median interval.
  return { sample, tickMs: Math.max(50, gaps[Math.floor(gaps.length / 2)] ?? 250) };
}

const limitMs = (clientCounts.length * 2 * (seconds + 90) + 180) * 1000;
await boundedRun('fan-out', { limitMs }, async (run) => {
  cleanups = run.cleanups;
  const { work } = run;
  const port = await freePort();
  const node = [process.execPath, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')];
  const [cmd, args] = pinned(hasTaskset, node);
  const server = spawn(cmd, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      NODE_ENV: 'test',
      SANDBOX: '1',
      JOBS: '1',
      FEED_SIMULATOR: '1',
      LOG_LEVEL: 'silent',
      VALIDATE_RESPONSES: '0',
      RATE_LIMIT_PER_MINUTE: '100000000',
      REALTIME_MAX_SOCKETS_PER_ADDRESS: '50000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  track(server);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, SITE);
  const wsUrl = `ws://127.0.0.1:${port}/api/ws?site_code=${SITE}`;
  const { sample, tickMs } = await sampleTicks(wsUrl);
  const sampleFile = path.join(work, 'sample.json');
  writeFileSync(sampleFile, JSON.stringify(sample));
  console.log(
    `fan-out bench: server on ${hasTaskset ? 'core 0 (taskset)' : 'all cores'}, ${cores} cores, ${workers} client processes; ` +
      `odds tick ${tickMs} ms, sample message ${JSON.stringify({ type: 'odds', data: sample }).length} bytes; ${seconds} s counted per phase`,
  );

  const results = [];
  for (const n of clientCounts) {
    const ours = await openClients({ url: wsUrl, total: n, workers, track });
    await sleep(1000);
    const o = await measure({ procs: ours.procs, pid: server.pid, seconds });
    // The baseline on the same pinned core, our server idle beside it.
    const bport = await freePort();
    const bnode = [
      process.execPath,
      path.join(root, 'bench/lib/ws-baseline.mjs'),
      String(bport),
      String(tickMs),
      sampleFile,
    ];
    const [bcmd, bargs] = pinned(hasTaskset, bnode);
    const bare = spawn(bcmd, bargs, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const bareExited = track(bare);
    await new Promise((r) => bare.once('message', r));
    const theirs = await openClients({ url: `ws://127.0.0.1:${bport}/`, total: n, workers, track });
    await sleep(1000);
    const b = await measure({ procs: theirs.procs, pid: bare.pid, seconds });
    bare.kill('SIGTERM');
    await bareExited;
    results.push({ n, open: ours.open, bareOpen: theirs.open, ours: o, bare: b });
    const cpu = (x) => (x === undefined ? 'n/a' : `${(100 * x).toFixed(0)}%`);
    console.log(
      `${n} clients (${ours.open} open): ours p50 ${o.p50} ms, p99 ${o.p99} ms, max ${o.max} ms, ${o.messages} messages of ~${o.avgBytes} B, ${o.closed} closed, server CPU ${cpu(o.cpuShare)} | ` +
        `bare ws p50 ${b.p50} ms, p99 ${b.p99} ms, max ${b.max} ms, CPU ${cpu(b.cpuShare)} | p99 ratio ours/bare ${(o.p99 / Math.max(1, b.p99)).toFixed(2)}`,
    );
  }
  const last = results.at(-1);
  console.log(
    `goal: p99 ≤ 100 ms at 5 000 clients (DESIGN.md §8)${last ? `; at ${last.n}: ${last.ours.p99} ms` : ''}`,
  );

  const history = path.join(root, 'bench/history.csv');
  if (!existsSync(history)) appendFileSync(history, 'date,bench,metric,value,baseline,ratio,notes\n');
  for (const r of results) {
    appendFileSync(
      history,
      `${new Date().toISOString()},odds-fanout,p99_ms_${r.n}_clients,${r.ours.p99},${r.bare.p99},${(r.ours.p99 / Math.max(1, r.bare.p99)).toFixed(2)},p50_ms=${r.ours.p50} max_ms=${r.ours.max} tick_ms=${tickMs} bytes=${r.ours.avgBytes} open=${r.open} closed=${r.ours.closed} pinned=${hasTaskset} cores=${cores}\n`,
    );
    if (r.open < r.n || r.ours.closed > 0 || r.ours.messages === 0) process.exitCode = 1;
  }
  const figures = {};
  for (const r of results) {
    figures[`p50_ms_${r.n}`] = r.ours.p50;
    figures[`p99_ms_${r.n}`] = r.ours.p99;
    figures[`bare_p99_ms_${r.n}`] = r.bare.p99;
    figures[`p99_ratio_${r.n}`] = r.ours.p99 / Math.max(1, r.bare.p99);
    figures[`cpu_share_${r.n}`] = r.ours.cpuShare;
    figures[`open_${r.n}`] = r.open;
  }
  writeResult('odds-fanout', figures);
});
