// The shape shared by the HTTP-against-pgbench benches (bench/transfer.mjs, bench/bet-placement.mjs):
// options, a bounded run with its teardown stack, a scratch database, the server under test,
// the alternating HTTP/pgbench rounds, and the printed summary with its history line.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { loadText, pinned, tasksetWorks } from './cpu.mjs';
import { httpLoad, percentile, waitForHealth } from './load.mjs';
import { pgbenchWindow, runPgbench } from './pgbench.mjs';
import { choosePostgres, freePort, query, withDb } from './postgres.mjs';
import { writeResult } from './result.mjs';

export const argValue = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};

export const SERVER_POOL = 20; // openDatabase's default pool size (main.ts passes none)

/**
 * --seconds, --concurrency, --rounds, --warmup, --database-url, --cpu-prof, --server, checked;
 * `defaults` for the first three (15 s, 200 clients, 3 rounds unless a bench says otherwise).
 */
export function versusOptions(defaults = {}) {
  const seconds = Number(argValue('seconds') ?? defaults.seconds ?? 15);
  const concurrency = Number(argValue('concurrency') ?? defaults.concurrency ?? 200);
  const rounds = Number(argValue('rounds') ?? defaults.rounds ?? 3);
  if (
    !(seconds >= 1 && seconds <= 300) ||
    !(Number.isInteger(concurrency) && concurrency > 0 && concurrency <= 1000) ||
    !(Number.isInteger(rounds) && rounds >= 1 && rounds <= 10)
  ) {
    throw new Error('--seconds must be in 1..300, --concurrency in 1..1000 and --rounds in 1..10');
  }
  /** Ramp-up before each counted slice, on both sides. */
  const warmupSeconds = Number(argValue('warmup') ?? 3);
  if (!(Number.isInteger(warmupSeconds) && warmupSeconds >= 1 && warmupSeconds <= 60)) {
    throw new Error('--warmup must be a whole number of seconds in 1..60');
  }
  return {
    seconds,
    concurrency,
    rounds,
    /** Each side runs `rounds` slices of this many whole seconds (pgbench -T takes whole seconds). */
    slice: Math.max(1, Math.round(seconds / rounds)),
    warmupSeconds,
    givenUrl: argValue('database-url'),
    /** --server <dir>: run that checkout's server (node_modules linked in) instead of this one's. */
    serverRoot: argValue('server') ? path.resolve(argValue('server')) : undefined,
    profileDir: argValue('cpu-prof'),
    cores: availableParallelism(),
    hasTaskset: tasksetWorks(),
    /**
     * The core Postgres and pgbench are pinned to (issue 27: the server has core 0, they have core
     * 1, so neither side's figure includes the other's work): `--pin-postgres` / `--no-pin-postgres`,
     * on by default where a bench asks for it and taskset works on ≥ 2 cores.
     */
    pgCore: pinPostgres(defaults.pinPostgres) ? 1 : undefined,
    /** The server built ahead of time (apps/server/dist, plain node) unless `--source` (tsx). */
    built: defaults.built === true && !process.argv.includes('--source') && !argValue('server'),
  };
}

function pinPostgres(byDefault) {
  if (process.argv.includes('--no-pin-postgres')) return false;
  if (!(byDefault || process.argv.includes('--pin-postgres'))) return false;
  return tasksetWorks() && availableParallelism() >= 2;
}

/**
 * A bounded run: a stack of teardown steps (run on exit, on a signal and by the watchdog) and a
 * work directory. `body` gets { cleanups, work }.
 */
export async function boundedRun(name, opts, body) {
  const cleanups = [];
  const cleanupAll = async () => {
    while (cleanups.length) {
      try {
        await cleanups.pop()();
      } catch (error) {
        console.error(`${name} bench: cleanup step failed: ${error.message}`);
      }
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      cleanupAll().finally(() => process.exit(130));
    });
  }
  // The whole run is bounded: setup, the timed phases with their ramp-ups and drains, teardown
  // (`opts.limitMs`, or the time the alternating rounds of `opts` need).
  const { rounds, warmupSeconds, slice } = opts;
  const watchdog = setTimeout(
    () => {
      console.error(`${name} bench: overall time limit reached, aborting`);
      cleanupAll().finally(() => process.exit(2));
    },
    opts.limitMs ?? (rounds * (2 * (warmupSeconds + slice) + 70) + warmupSeconds + 240) * 1000,
  );
  watchdog.unref();
  const work = mkdtempSync(path.join(tmpdir(), `hl-bench-${name}-`));
  cleanups.push(async () => rmSync(work, { recursive: true, force: true }));
  try {
    await body({ cleanups, work });
  } finally {
    await cleanupAll();
  }
}

/** A scratch database hl_bench_<hex> on the chosen Postgres, dropped at the end. */
export async function scratchDatabase(opts, cleanups) {
  const { adminUrl, where } = await choosePostgres({
    givenUrl: opts.givenUrl,
    concurrency: opts.concurrency,
    serverPool: SERVER_POOL,
    cleanups,
    core: opts.givenUrl ? undefined : opts.pgCore,
  });
  const dbName = `hl_bench_${randomBytes(6).toString('hex')}`;
  await query(adminUrl, `create database ${dbName}`);
  cleanups.push(async () => {
    await query(adminUrl, `drop database if exists ${dbName} with (force)`);
  });
  return { url: withDb(adminUrl, dbName), adminUrl, where, dbName };
}

/** Starts one server process on the scratch database; resolves when it answers. */
export async function startServer({ root, url, site, opts, cleanups, pin, env, profile }) {
  const port = await freePort();
  const entry = opts.built
    ? [await builtServer(root)]
    : ['--import', 'tsx', path.join(opts.serverRoot ?? root, 'apps/server/src/main.ts')];
  const node = [
    process.execPath,
    ...(profile && opts.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opts.profileDir)}`] : []),
    ...entry,
  ];
  const [cmd, args] = pin ? pinned(opts.hasTaskset, node) : [node[0], node.slice(1)];
  const child = spawn(cmd, args, {
    cwd: opts.serverRoot ?? root,
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
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`server ${child.pid} exited during the run (code ${code}, signal ${signal})`);
  });
  const stop = () => {
    stopping = true;
    child.kill('SIGTERM');
  };
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      stop();
      const t = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(t);
    }
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, site);
  return { child, base, exited, stop };
}

/** apps/server/dist/main.js, built first when missing or older than the sources (as `npm start`). */
export async function builtServer(root) {
  const { buildServer, SERVER_DIST, serverBuildIsStale } = await import(
    path.join(root, 'scripts/build-server.mjs')
  );
  if (serverBuildIsStale()) await buildServer();
  return path.join(SERVER_DIST, 'main.js');
}

/**
 * A first warm-up that is not counted (JIT, pool, caches), then alternating rounds of *HTTP phase,
 * pgbench phase*, so drift on a shared machine lands on both sides alike. Each phase ramps up for
 * `warmupSeconds` and is counted over the next `slice` seconds. The server stays up (idle, its
 * core free) while pgbench runs; it is stopped at the end (its CPU profile is written on exit).
 */
export async function alternate({ opts, site, server, base, clients, call, url, scriptFile, vars, work }) {
  const { rounds, slice, warmupSeconds, concurrency, cores } = opts;
  await httpLoad(base, clients, warmupSeconds * 1000, 0, server.child.pid, site, call);
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
    const h = await httpLoad(base, clients, warmupSeconds * 1000, slice * 1000, server.child.pid, site, call);
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
      core: opts.pgCore,
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
      load: loadText(),
    });
  }
  http.latencies.sort((a, b) => a - b);
  pgb.latencies.sort((a, b) => a - b);
  server.stop();
  await server.exited;
  return { http, pgb, perRound };
}

/**
 * Prints both sides, the rounds, the ratio and the audit; appends the history line; sets the exit
 * code when anything failed. `unit` names one operation ("transfer", "bet"), `httpText` and
 * `pgbenchText` describe the sides, `auditText` the audit's extra counts.
 */
export function summarise({
  name,
  metric,
  unit,
  opts,
  result,
  report,
  httpText,
  pgbenchText,
  auditText,
  root,
  cpuGoalMs,
}) {
  const { http, pgb, perRound } = result;
  const { concurrency, rounds, slice, hasTaskset, cores } = opts;
  const httpTps = http.ok / http.elapsed;
  const pgbenchTps = pgb.transactions / pgb.elapsed;
  const line = {
    date: new Date().toISOString(),
    httpTps: Number(httpTps.toFixed(1)),
    p50Ms: Number(percentile(http.latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(http.latencies, 99).toFixed(1)),
    pgbenchTps: Number(pgbenchTps.toFixed(1)),
    pgbenchP50Ms: Number(percentile(pgb.latencies, 50).toFixed(1)),
    pgbenchP99Ms: Number(percentile(pgb.latencies, 99).toFixed(1)),
  };
  const sanity = baselineProblems({ pgb, opts, pgbenchTps });
  const ratio = sanity.length ? Number.NaN : Number((httpTps / pgbenchTps).toFixed(2));
  const cpuMs = http.cpu === undefined ? undefined : (1000 * http.cpu) / Math.max(1, http.ok + http.failed);
  const statusText = [...http.statuses].map(([s, n]) => `${s}×${n}`).join(' ');
  const errorText = [...http.errors].map(([e, n]) => `${e}×${n}`).join(', ');
  const cpuText =
    cpuMs === undefined
      ? 'n/a'
      : `${((100 * http.cpu) / http.elapsed).toFixed(0)}% of its core, ${cpuMs.toFixed(2)} ms CPU per ${unit}${cpuGoalMs ? ` (goal ≤ ${cpuGoalMs} ms)` : ''}`;
  console.log(
    `HTTP ${unit} (server on ${hasTaskset ? 'one pinned core' : 'all cores'}, ${httpText}, ${concurrency} clients, ${rounds}×${slice} s counted): ` +
      `${line.httpTps} ${unit}s/s, p50 ${line.p50Ms} ms, p99 ${line.p99Ms} ms; ${http.ok} ok, ${http.failed} failed [${statusText}]${http.errorsOutside ? `, ${http.errorsOutside} failed outside the windows` : ''}${errorText ? ` ${errorText}` : ''}; server CPU ${cpuText}`,
  );
  console.log(
    `baseline: pgbench, same SQL as a custom script (${pgbenchText}), -c ${concurrency} -j ${opts.pgCore === undefined ? Math.min(cores, concurrency) : 1} -M prepared, ${opts.pgCore === undefined ? `unpinned on ${cores} cores` : `pinned with Postgres to core ${opts.pgCore}`}, ${rounds}×${slice} s counted: ` +
      `${line.pgbenchTps} ${unit}s/s, p50 ${line.pgbenchP50Ms} ms, p99 ${line.pgbenchP99Ms} ms` +
      (pgb.failedTx || pgb.aborted ? `; ${pgb.failedTx} failed, ${pgb.aborted} clients aborted` : ''),
  );
  console.log(
    `per round, HTTP/pgbench ${unit}s/s (server's share of core 0 / core 0 busy): ${perRound
      .map(
        (r) =>
          `${r.http.toFixed(0)}/${r.pgbench.toFixed(0)}` +
          (r.cpu === undefined
            ? ''
            : ` (${(100 * r.cpu).toFixed(0)}%/${(100 * (r.core0 ?? Number.NaN)).toFixed(0)}%)`) +
          ` [${r.load}]`,
      )
      .join(', ')}`,
  );
  if (sanity.length) {
    console.log(`baseline implausible, no ratio printed: ${sanity.join('; ')} (${loadText()})`);
  } else {
    console.log(
      `ratio HTTP/pgbench = ${ratio} (goal ≥ ${opts.ratioGoal ?? 0.7}; p99 goal ≤ 50 ms); ${loadText()}`,
    );
  }
  if (http.ok + http.failed < concurrency || pgb.transactions < concurrency) {
    console.log(
      'warning: fewer completions than clients in the counted windows; the windows are short next to the latency (raise --seconds or --warmup)',
    );
  }
  console.log(
    `ledger audit: ${report.problems.length === 0 ? 'clean' : `${report.problems.length} problems`} (${report.accountsChecked} accounts, ${report.entriesChecked} entries, ${report.postingsChecked} postings); ${auditText}`,
  );
  for (const p of report.problems.slice(0, 5)) console.log(`  ${p}`);

  const history = path.join(root, 'bench/history.csv');
  if (!existsSync(history)) appendFileSync(history, 'date,bench,metric,value,baseline,ratio,notes\n');
  const note = argValue('note');
  appendFileSync(
    history,
    `${line.date},${name},${metric},${line.httpTps},${line.pgbenchTps},${Number.isNaN(ratio) ? 'baseline_broken' : ratio},p99_ms=${line.p99Ms} pgbench_p99_ms=${line.pgbenchP99Ms} concurrency=${concurrency} rounds=${rounds}x${slice}s pinned=${hasTaskset} pg_core=${opts.pgCore ?? 'none'} built=${opts.built === true} ${loadText().replaceAll(' ', '_')} cores=${cores} failed=${http.failed + http.errorsOutside}${cpuMs === undefined ? '' : ` server_cpu_ms=${cpuMs.toFixed(2)}`}${note ? ` ${note.replaceAll(',', ';')}` : ''}\n`,
  );
  if (
    http.failed > 0 ||
    http.errorsOutside > 0 ||
    pgb.failedTx > 0 ||
    pgb.aborted > 0 ||
    report.problems.length > 0 ||
    sanity.length > 0
  )
    process.exitCode = 1;
  writeResult(name, {
    ratio: sanity.length ? undefined : httpTps / pgbenchTps,
    per_sec: httpTps,
    p50_ms: line.p50Ms,
    p99_ms: line.p99Ms,
    pgbench_per_sec: pgbenchTps,
    cpu_ms: cpuMs,
    failed: http.failed + http.errorsOutside,
  });
  return { line, ratio, cpuMs };
}

/**
 * Why the pgbench baseline cannot be trusted, if it cannot (issue 27: a baseline that collapses
 * measures nothing, so no ratio is printed from it). Too slow: fewer transactions than clients in
 * the counted windows, under 20 a second, or a median latency over 2 s (on loopback these are
 * single-digit milliseconds; 200 backends starting up or a lock queue in the script look like
 * this); failed transactions or aborted clients. Too fast: over 50 000 a second for a script of
 * real writes (a script that writes nothing looks like this).
 */
export function baselineProblems({ pgb, opts, pgbenchTps }) {
  const problems = [];
  const p50 = percentile(pgb.latencies, 50);
  if (pgb.transactions < opts.concurrency)
    problems.push(`pgbench completed ${pgb.transactions} transactions for ${opts.concurrency} clients`);
  if (pgbenchTps < 20) problems.push(`pgbench ${pgbenchTps.toFixed(1)}/s is under 20/s`);
  if (pgbenchTps > 50_000) problems.push(`pgbench ${pgbenchTps.toFixed(0)}/s is over 50 000/s`);
  if (p50 > 2_000) problems.push(`pgbench p50 ${p50.toFixed(0)} ms is over 2 s`);
  if (pgb.failedTx > 0 || pgb.aborted > 0)
    problems.push(`pgbench had ${pgb.failedTx} failed transactions and ${pgb.aborted} aborted clients`);
  return problems;
}
