// Wallet debit throughput on Postgres (issue 4): `POST /api/findmed/v1/wallet/transfer` (1.00 from
// the center wallet to the built-in demo venue's slot wallet) over real HTTP at 200 concurrent
// clients, the server pinned to ONE core (taskset -c 0), beside pgbench running the same SQL as a
// custom script at the same concurrency against the same database in the same run. Prints the
// ratio (goal ≥ 0.7, DESIGN.md §8) and appends it to bench/history.csv.
//
// Fairness: one member per client on both sides (its own session, center and venue accounts and
// demo-venue wallet; pgbench client i uses the same member as HTTP client i through :client_id),
// so no two clients fight over a member row; every transfer on both sides locks the one shared
// transfer_clearing house account (posted to, never locked), exactly as the server does. The pgbench script is the SQL the
// server sends for one transfer (captured with log_statement=all): 16 statements, 3 transactions (each ledger post one call of ledger_post),
// the same row locks in the same order. What differs: pgbench uses named prepared statements
// (-M prepared; node-postgres parses every statement), now() for the timestamps the server binds,
// and numeric strings for the keys it cannot compute (token hash, player, transfer id, idempotency
// keys; its own session rows and venue wallets for the same members), on the same indexes.
//
//   node bench/transfer.mjs [--seconds 15] [--concurrency 200] [--rounds 3] [--warmup 3] [--database-url postgres://…]
//                         [--cpu-prof <dir>]   (a V8 CPU profile of the server)
//
// Each side gets --seconds of counted load in --rounds alternating phases (HTTP, pgbench, HTTP, …),
// so that drift on a shared machine falls on both sides alike. In every phase the clients ramp up
// for --warmup seconds, then what completes in the next seconds/rounds seconds is counted (by
// completion time, from pgbench's -l log on its side); work still in flight is drained, uncounted.
//
// Postgres: --database-url (an admin URL; a scratch database hl_bench_<hex> is created there and
// dropped), else 127.0.0.1:5432 as postgres when its max_connections leaves room for pgbench's
// clients, else a throwaway cluster (initdb in a temp dir, 127.0.0.1 only, stock settings but
// max_connections) that is stopped and deleted at the end.
//
// The pieces live in bench/lib/: postgres.mjs (binaries, a private cluster, queries), setup.mjs
// (members and funds through the server's modules; the ledger audit), load.mjs (the HTTP load),
// pgbench.mjs (the script, runner and log window) and cpu.mjs (pinning and CPU accounting).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pinned, tasksetWorks } from './lib/cpu.mjs';
import { httpLoad, percentile, waitForHealth } from './lib/load.mjs';
import { pgbenchScript, pgbenchWindow, runPgbench } from './lib/pgbench.mjs';
import { choosePostgres, freePort, query, withDb } from './lib/postgres.mjs';
import { checkLedger, setUp } from './lib/setup.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argValue = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const seconds = Number(argValue('seconds') ?? 15);
const concurrency = Number(argValue('concurrency') ?? 200);
const rounds = Number(argValue('rounds') ?? 3);
const givenUrl = argValue('database-url');
if (
  !(seconds >= 1 && seconds <= 300) ||
  !(Number.isInteger(concurrency) && concurrency > 0 && concurrency <= 1000) ||
  !(Number.isInteger(rounds) && rounds >= 1 && rounds <= 10)
) {
  throw new Error('--seconds must be in 1..300, --concurrency in 1..1000 and --rounds in 1..10');
}
/** Each side runs `rounds` slices of this many whole seconds (pgbench -T takes whole seconds). */
const slice = Math.max(1, Math.round(seconds / rounds));
/** Ramp-up before each counted slice, on both sides. */
const warmupSeconds = Number(argValue('warmup') ?? 3);
if (!(Number.isInteger(warmupSeconds) && warmupSeconds >= 1 && warmupSeconds <= 60)) {
  throw new Error('--warmup must be a whole number of seconds in 1..60');
}
const SITE = 'hgtyc';
const UNIT = 10_000n;
const FUNDS = 1_000_000n * UNIT; // per member: far more than any run can spend at 1.00 a transfer
const AMOUNT = 1n * UNIT;
const SERVER_POOL = 20; // openDatabase's default pool size (main.ts passes none)
const cores = availableParallelism();

const hasTaskset = tasksetWorks();

const cleanups = [];
const cleanupAll = async () => {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`transfer bench: cleanup step failed: ${error.message}`);
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanupAll().finally(() => process.exit(130));
  });
}

// The whole run is bounded: setup, the timed phases with their ramp-ups and drains, teardown.
const watchdog = setTimeout(
  () => {
    console.error('transfer bench: overall time limit reached, aborting');
    cleanupAll().finally(() => process.exit(2));
  },
  (rounds * (2 * (warmupSeconds + slice) + 70) + warmupSeconds + 240) * 1000,
);
watchdog.unref();

const work = mkdtempSync(path.join(tmpdir(), 'hl-bench-transfer-'));
cleanups.push(async () => rmSync(work, { recursive: true, force: true }));
try {
  const { adminUrl, where } = await choosePostgres({
    givenUrl,
    concurrency,
    serverPool: SERVER_POOL,
    cleanups,
  });
  const dbName = `hl_bench_${randomBytes(6).toString('hex')}`;
  await query(adminUrl, `create database ${dbName}`);
  cleanups.push(async () => {
    await query(adminUrl, `drop database if exists ${dbName} with (force)`);
  });
  const url = withDb(adminUrl, dbName);
  console.log(
    `transfer bench: Postgres on ${where}, scratch database ${dbName}; ${concurrency} members, ` +
      `${rounds} rounds of HTTP then pgbench, each ${warmupSeconds} s ramp-up + ${slice} s counted…`,
  );
  const setup = await setUp(url, { root, site: SITE, funds: FUNDS, concurrency });

  const profileDir = argValue('cpu-prof'); // a V8 CPU profile of the server, written when it exits
  /** Starts one server process on the scratch database; resolves when it answers. */
  const startServer = async ({ pin, env, profile }) => {
    const port = await freePort();
    const node = [
      process.execPath,
      ...(profile && profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []),
      '--import',
      'tsx',
      path.join(root, 'apps/server/src/main.ts'),
    ];
    const [cmd, args] = pin ? pinned(hasTaskset, node) : [node[0], node.slice(1)];
    const child = spawn(cmd, args, {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        NODE_ENV: 'test',
        SANDBOX: '1',
        SEED_DEMO: '0',
        JOBS: '0',
        RATE_LIMIT_PER_MINUTE: '100000000',
        LOG_LEVEL: 'silent',
        // As production runs: responses are not re-validated against the contract.
        VALIDATE_RESPONSES: '0',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise((r) => child.on('exit', r));
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(t);
      }
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, SITE);
    return { child, base };
  };
  // The venue is another company's service in production: by default the demo venue runs as its own
  // process (unpinned), reached over real HTTP through VENUE_BASE_URL; `--venue inprocess` keeps it
  // inside the server under test (Fastify inject, on the pinned core).
  const venueMode = argValue('venue') ?? 'external';
  const venue = venueMode === 'external' ? await startServer({ pin: false, env: {} }) : undefined;
  const { child: server, base } = await startServer({
    pin: true,
    env: venue ? { VENUE_BASE_URL: venue.base } : {},
    profile: true,
  });

  const scriptFile = path.join(work, 'transfer.sql');
  writeFileSync(scriptFile, pgbenchScript());
  const sha = (s) => createHash('sha256').update(s).digest('hex');
  const vars = {
    m0: setup.m0,
    a0: setup.a0,
    clearing: setup.clearing,
    tokenbase: setup.tokenBase,
    site: SITE,
    venue: 'demo_slot',
    dir: 'in',
    cur: 'CNY',
    amount: AMOUNT,
    zero: 0,
    one: 1,
    pending: 'pending',
    succeeded: 'succeeded',
    kout: 'transfer_out',
    kin: 'transfer_in',
    rhash: sha('center|demo_slot|10000'),
    ehash: sha('transfer|bench'),
  };

  // A first warm-up that is not counted (JIT, pool, the account-id cache and the venue wallets on
  // the HTTP side), then alternating rounds, so drift on a shared machine lands on both sides
  // alike. Each phase ramps up for `warmup` seconds and is counted over the next `slice` seconds.
  // The server stays up (idle, its core free) while pgbench runs.
  await httpLoad(base, setup.clients, warmupSeconds * 1000, 0, server.pid, SITE);
  const http = {
    ok: 0,
    failed: 0,
    errorsOutside: 0,
    elapsed: 0,
    latencies: [],
    statuses: new Map(),
    errors: new Map(),
    cpu: 0,
  };
  const pgb = { transactions: 0, elapsed: 0, failedTx: 0, aborted: 0, latencies: [] };
  const perRound = [];
  for (let round = 0; round < rounds; round += 1) {
    const h = await httpLoad(base, setup.clients, warmupSeconds * 1000, slice * 1000, server.pid, SITE);
    http.ok += h.ok;
    http.failed += h.failed;
    http.errorsOutside += h.errorsOutside;
    http.elapsed += h.elapsed;
    http.cpu = http.cpu === undefined || h.cpu === undefined ? undefined : http.cpu + h.cpu;
    for (const l of h.latencies) http.latencies.push(l);
    for (const [k, v] of h.statuses) http.statuses.set(k, (http.statuses.get(k) ?? 0) + v);
    for (const [k, v] of h.errors) http.errors.set(k, (http.errors.get(k) ?? 0) + v);
    const prefix = `pgbench_log_${round}`;
    const b = await runPgbench(url, scriptFile, vars, warmupSeconds + slice, path.join(work, prefix), {
      concurrency,
      cores,
    });
    const w = pgbenchWindow(work, prefix, warmupSeconds, slice);
    pgb.transactions += w.count;
    pgb.elapsed += slice;
    pgb.failedTx += b.failedTx;
    pgb.aborted += b.aborted;
    for (const l of w.latencies) pgb.latencies.push(l);
    perRound.push({
      http: h.ok / h.elapsed,
      pgbench: w.count / slice,
      cpu: h.cpu === undefined ? undefined : h.cpu / h.elapsed,
      core0: h.core0,
    });
  }
  http.latencies.sort((a, b) => a - b);
  const pgLat = pgb.latencies.sort((a, b) => a - b);
  // Stop the server (its CPU profile is written on exit) before the ledger check.
  const serverExited = new Promise((r) => server.on('exit', r));
  server.kill('SIGTERM');
  await serverExited;

  const { report, transfers } = await checkLedger(url, { root });

  const httpTps = http.ok / http.elapsed;
  const pgbenchTps = pgb.transactions / pgb.elapsed;
  const line = {
    date: new Date().toISOString(),
    httpTps: Number(httpTps.toFixed(1)),
    p50Ms: Number(percentile(http.latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(http.latencies, 99).toFixed(1)),
    pgbenchTps: Number(pgbenchTps.toFixed(1)),
    pgbenchP50Ms: Number(percentile(pgLat, 50).toFixed(1)),
    pgbenchP99Ms: Number(percentile(pgLat, 99).toFixed(1)),
  };
  const ratio = Number((httpTps / pgbenchTps).toFixed(2));
  const statusText = [...http.statuses].map(([s, n]) => `${s}×${n}`).join(' ');
  const errorText = [...http.errors].map(([e, n]) => `${e}×${n}`).join(', ');
  const cpuText =
    http.cpu === undefined
      ? 'n/a'
      : `${((100 * http.cpu) / http.elapsed).toFixed(0)}% of its core, ${((1000 * http.cpu) / Math.max(1, http.ok + http.failed)).toFixed(2)} ms CPU per transfer`;
  console.log(
    `HTTP transfer (server on ${hasTaskset ? 'one pinned core' : 'all cores'}, venue ${venueMode}, DB pool ${SERVER_POOL}, ${concurrency} clients, ${rounds}×${slice} s counted): ` +
      `${line.httpTps} transfers/s, p50 ${line.p50Ms} ms, p99 ${line.p99Ms} ms; ${http.ok} ok, ${http.failed} failed [${statusText}]${http.errorsOutside ? `, ${http.errorsOutside} failed outside the windows` : ''}${errorText ? ` ${errorText}` : ''}; server CPU ${cpuText}`,
  );
  console.log(
    `baseline: pgbench, same SQL as a custom script (16 statements, 3 transactions), -c ${concurrency} -j ${Math.min(cores, concurrency)} -M prepared, unpinned on ${cores} cores, ${rounds}×${slice} s counted: ` +
      `${line.pgbenchTps} transfers/s, p50 ${line.pgbenchP50Ms} ms, p99 ${line.pgbenchP99Ms} ms` +
      (pgb.failedTx || pgb.aborted ? `; ${pgb.failedTx} failed, ${pgb.aborted} clients aborted` : ''),
  );
  console.log(
    `per round, HTTP/pgbench transfers/s (server's share of core 0 / core 0 busy): ${perRound
      .map(
        (r) =>
          `${r.http.toFixed(0)}/${r.pgbench.toFixed(0)}` +
          (r.cpu === undefined
            ? ''
            : ` (${(100 * r.cpu).toFixed(0)}%/${(100 * (r.core0 ?? Number.NaN)).toFixed(0)}%)`),
      )
      .join(', ')}`,
  );
  console.log(`ratio HTTP/pgbench = ${ratio} (goal ≥ 0.7; p99 goal ≤ 50 ms)`);
  if (http.ok + http.failed < concurrency || pgb.transactions < concurrency) {
    console.log(
      'warning: fewer completions than clients in the counted windows; the windows are short next to the latency (raise --seconds or --warmup)',
    );
  }
  console.log(
    `ledger audit: ${report.problems.length === 0 ? 'clean' : `${report.problems.length} problems`} (${report.accountsChecked} accounts, ${report.entriesChecked} entries, ${report.postingsChecked} postings); venue transfers ${JSON.stringify(transfers)}`,
  );
  for (const p of report.problems.slice(0, 5)) console.log(`  ${p}`);

  const history = path.join(root, 'bench/history.csv');
  if (!existsSync(history)) appendFileSync(history, 'date,bench,metric,value,baseline,ratio,notes\n');
  appendFileSync(
    history,
    `${line.date},transfer,transfers_per_sec,${line.httpTps},${line.pgbenchTps},${ratio},p99_ms=${line.p99Ms} pgbench_p99_ms=${line.pgbenchP99Ms} concurrency=${concurrency} rounds=${rounds}x${slice}s pinned=${hasTaskset} cores=${cores} failed=${http.failed + http.errorsOutside}${http.cpu === undefined ? '' : ` server_cpu_ms=${((1000 * http.cpu) / Math.max(1, http.ok + http.failed)).toFixed(2)}`}\n`,
  );
  if (
    http.failed > 0 ||
    http.errorsOutside > 0 ||
    pgb.failedTx > 0 ||
    pgb.aborted > 0 ||
    report.problems.length > 0
  )
    process.exitCode = 1;
} finally {
  await cleanupAll();
}
