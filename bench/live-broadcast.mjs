// Live-table round broadcast over WebSocket (issue 12): how long a round snapshot (each phase
// change and each card) takes from the dealer's commit to 1 000 and 5 000 subscribed browsers,
// against a bare `ws` server sending a message of the same size at the same rate to the same
// clients in the same run.
//
//   node bench/live-broadcast.mjs [--clients 1000,5000] [--seconds 10] [--workers 4] [--json <file>]
//
// Ours: the real server (`apps/server/src/main.ts`, embedded database in a temp dir, sandbox,
// responses not re-validated) pinned to core 0 with taskset, its live dealer dealing every table of
// every brand (57 tables) at the default card pace with a shorter countdown (LIVE_BETTING_SECONDS=5,
// LIVE_DEAL_STEP_MS=1000, LIVE_SETTLED_PAUSE_MS=2000: a brand's three tables send ~2 snapshots a
// second between them). Each client is a
// `ws` guest socket of one brand subscribed to `live`, spread over --workers client processes on
// the other cores. The delay of a message is its arrival time minus the time the server stamps in
// it after the commit (`data.at`), one clock. Baseline: bench/lib/ws-baseline.mjs on the same
// pinned core — a process that only accepts sockets and sends each subscriber one pre-serialised
// message per interval — with a real snapshot captured from our server as its payload and our
// measured interval. Prints p50/p99/max per client count, the ratio of p99s (ours/bare), the
// server CPU share, and appends to bench/history.csv. Loopback only; every phase is bounded in time.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pinned, tasksetWorks } from './lib/cpu.mjs';
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

/** A real snapshot as the baseline's payload, and the interval between snapshots. */
async function sampleSnapshots(url) {
  const { sample, arrivals, gaps } = await sampleTopic(url, { topic: 'live', count: 30, what: 'the dealer' });
  // The mean interval (snapshots of the brand's three tables interleave, the median gap is tiny).
  const span = (arrivals.at(-1) ?? 0) - (arrivals[0] ?? 0);
  return {
    sample,
    tickMs: Math.max(20, Math.round(span / Math.max(1, arrivals.length - 1))),
    medianGap: gaps[Math.floor(gaps.length / 2)] ?? 0,
  };
}

// Generous: on a shared machine opening 5 000 sockets alone can take minutes.
/** A first start migrates and seeds 19 brands on a pinned core of a shared machine: up to 4 minutes. */
async function waitForHealth(base, site) {
  for (let i = 0; i < 480; i += 1) {
    try {
      const res = await fetch(`${base}/api/health`, { headers: { site_code: site } });
      if (res.ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error('server did not start');
}

const limitMs = (clientCounts.length * 2 * (seconds + 150) + 300) * 1000;
await boundedRun('live-broadcast', { limitMs }, async (run) => {
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
      FEED_SIMULATOR: '0',
      LIVE_BETTING_SECONDS: '5',
      LIVE_DEAL_STEP_MS: '1000',
      LIVE_SETTLED_PAUSE_MS: '2000',
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
  const { sample, tickMs, medianGap } = await sampleSnapshots(wsUrl);
  const sampleFile = path.join(work, 'sample.json');
  writeFileSync(sampleFile, JSON.stringify(sample));
  console.log(
    `live-broadcast bench: server on ${hasTaskset ? 'core 0 (taskset)' : 'all cores'}, ${cores} cores, ${workers} client processes; ` +
      `a snapshot every ${tickMs} ms on average (median gap ${medianGap} ms), sample message ${JSON.stringify({ type: 'live', data: sample }).length} bytes; ${seconds} s counted per phase`,
  );

  const results = [];
  for (const n of clientCounts) {
    const ours = await openClients({ url: wsUrl, total: n, workers, track, topic: 'live' });
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
    const theirs = await openClients({
      url: `ws://127.0.0.1:${bport}/`,
      total: n,
      workers,
      track,
      topic: 'live',
    });
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
    `goal: p99 ≤ 100 ms at 5 000 clients (issue 12)${last ? `; at ${last.n}: ${last.ours.p99} ms` : ''}`,
  );

  const history = path.join(root, 'bench/history.csv');
  if (!existsSync(history)) appendFileSync(history, 'date,bench,metric,value,baseline,ratio,notes\n');
  for (const r of results) {
    appendFileSync(
      history,
      `${new Date().toISOString()},live-broadcast,p99_ms_${r.n}_clients,${r.ours.p99},${r.bare.p99},${(r.ours.p99 / Math.max(1, r.bare.p99)).toFixed(2)},p50_ms=${r.ours.p50} max_ms=${r.ours.max} interval_ms=${tickMs} messages=${r.ours.messages} bytes=${r.ours.avgBytes} open=${r.open} closed=${r.ours.closed} pinned=${hasTaskset} cores=${cores}\n`,
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
  writeResult('live-broadcast', figures);
});
