// Failover time of each singleton job after kill -9 (issue 27; goal ≤ 10 s). Three instances of the
// built server (sandbox: the odds simulator, the live dealer and every scheduled job running, the
// demo data seeded) share a scratch database on Postgres and Redis. Each instance's connections
// carry its name as application_name, and an observer polls pg_locks every 20 ms for the granted
// advisory locks: the live dealer's leader lock (held while it leads) and the scheduler's per-run
// job locks (held while a run is in progress). Lock keys are matched to job names by hashing the
// string literals of apps/server/src the way the scheduler and the leader lock do.
//
// Baseline, same run: for --before seconds every job's normal period (the median gap between the
// starts of two observed runs). Then the instance that leads the live dealer is SIGKILLed and, per
// job seen before, the time from the kill until a survivor is seen running it; the ratio is that
// time ÷ the job's normal period (a takeover costs about one period when the survivors' timers are
// the only thing that decides). A job whose runs are shorter than the poll interval may not be seen
// at all; it is listed as unseen, not guessed. The baseline is refused (no figures) when the
// observer polled under 10 times a second or never saw the live dealer's leader.
//
//   node bench/failover.mjs [--before 20] [--after 30] [--json <file>]
//
// Ports 8251–8253. Postgres: the shared 127.0.0.1:5432, a scratch database dropped at the end.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PORT_BASE, startInstance, tracker } from './lib/cluster.mjs';
import { loadText } from './lib/cpu.mjs';
import { appendHistory, writeResult } from './lib/result.mjs';
import { argValue, boundedRun, builtServer, scratchDatabase } from './lib/versus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const before = Number(argValue('before') ?? 20);
const after = Number(argValue('after') ?? 30);
if (!(before >= 5 && before <= 60 && after >= 5 && after <= 60))
  throw new Error('--before and --after take 5..60 seconds');
const GOAL_MS = 10_000;
const POLL_MS = 20;
const PORTS = [PORT_BASE + 1, PORT_BASE + 2, PORT_BASE + 3];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Advisory-lock key → job name, for every string literal of the server's sources. */
function jobNames() {
  const key = (text) =>
    BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(text).digest('hex').slice(0, 16)}`));
  const names = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (file.endsWith('.ts')) {
        for (const m of readFileSync(file, 'utf8').matchAll(/['`]([a-z][a-z0-9_.:-]{2,60})['`]/g)) {
          names.set(key(`job:${m[1]}`), m[1]);
          names.set(key(`leader:${m[1]}`), `${m[1]} (leader)`);
        }
      }
    }
  };
  walk(path.join(root, 'apps/server/src'));
  return names;
}

await boundedRun('failover', { limitMs: 240_000 }, async ({ cleanups }) => {
  const track = tracker(cleanups);
  const { url, where, dbName } = await scratchDatabase({ concurrency: 10 }, cleanups);
  const bundle = await builtServer(root);
  const names = jobNames();
  console.log(`failover bench: 3 instances, Postgres on ${where} (${dbName}); ${loadText()}`);
  const env = {
    JOBS: '1',
    SEED_DEMO: '1',
    FEED_SIMULATOR: '1',
    VALIDATE_RESPONSES: '0',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
  // The first one migrates and seeds; then the other two.
  const start = (i) =>
    startInstance({ bundle, root, url, port: PORTS[i], name: `bench-i${i + 1}`, env, track });
  const instances = [start(0)];
  await instances[0].ready;
  instances.push(start(1), start(2));
  await Promise.all(instances.map((i) => i.ready));

  // Observations: per job, the runs seen (start time, instance).
  const runs = new Map();
  const holding = new Map(); // job -> instance holding it at the last poll
  const observer = new pg.Client({ connectionString: url });
  await observer.connect();
  cleanups.push(() => observer.end());
  let polls = 0;
  let observing = true;
  const observed = (async () => {
    while (observing) {
      const t = performance.now();
      const { rows } = await observer.query(
        `select ((l.classid::bigint << 32) | l.objid::bigint)::text as k, a.application_name as who
           from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where l.locktype = 'advisory' and l.granted and l.database = (select oid from pg_database where datname = current_database())`,
      );
      polls += 1;
      const now = new Map();
      for (const r of rows) {
        const job = names.get(BigInt.asIntN(64, BigInt(r.k))) ?? `key ${r.k}`;
        now.set(job, r.who);
        if (holding.get(job) !== r.who) {
          if (!runs.has(job)) runs.set(job, []);
          runs.get(job).push({ at: t, who: r.who });
        }
      }
      holding.clear();
      for (const [k, v] of now) holding.set(k, v);
      await sleep(Math.max(0, POLL_MS - (performance.now() - t)));
    }
  })();

  const t0 = performance.now();
  await sleep(before * 1000);
  const pollRate = polls / ((performance.now() - t0) / 1000);
  const dealer = [...runs.keys()].find((k) => k.startsWith('live-dealer'));
  const leader = dealer ? (holding.get(dealer) ?? runs.get(dealer).at(-1).who) : undefined;
  const problems = [];
  if (pollRate < 10) problems.push(`the observer polled ${pollRate.toFixed(1)} times a second (under 10)`);
  if (!leader) problems.push('the live dealer was never seen leading');
  const victim = instances.find((i) => i.name === leader) ?? instances[0];
  const baseline = new Map();
  for (const [job, list] of runs) {
    const gaps = list
      .slice(1)
      .map((r, i) => r.at - list[i].at)
      .sort((a, b) => a - b);
    baseline.set(job, { count: list.length, periodMs: gaps[Math.floor(gaps.length / 2)] });
  }
  const killedAt = performance.now();
  victim.child.kill('SIGKILL');
  console.log(
    `observed ${runs.size} jobs for ${before} s (${pollRate.toFixed(0)} polls/s); SIGKILL to ${victim.name}, the live dealer's leader; ${loadText()}`,
  );
  await sleep(after * 1000);
  observing = false;
  await observed;

  const rows = [];
  for (const [job, base] of [...baseline].sort()) {
    const next = runs.get(job).find((r) => r.at > killedAt && r.who !== victim.name);
    const ms = next ? next.at - killedAt : undefined;
    rows.push({ job, ms, periodMs: base.periodMs, seen: base.count, by: next?.who });
  }
  for (const r of rows) {
    console.log(
      `  ${r.job.padEnd(34)} ${r.ms === undefined ? `not taken within ${after} s` : `taken after ${(r.ms / 1000).toFixed(2)} s by ${r.by}`}` +
        ` · normal period ${r.periodMs === undefined ? 'n/a (seen once)' : `${(r.periodMs / 1000).toFixed(2)} s`}` +
        (r.ms !== undefined && r.periodMs ? ` · ratio ${(r.ms / r.periodMs).toFixed(2)}` : '') +
        ` · ${r.seen} runs seen before`,
    );
  }
  const worst = Math.max(...rows.map((r) => r.ms ?? Number.POSITIVE_INFINITY));
  const dealerRow = rows.find((r) => r.job === dealer);
  if (problems.length) {
    console.log(`baseline refused, no figures: ${problems.join('; ')} (${loadText()})`);
    process.exitCode = 1;
  } else {
    console.log(
      `live dealer taken over in ${dealerRow?.ms === undefined ? 'n/a' : `${(dealerRow.ms / 1000).toFixed(2)} s`}; ` +
        `slowest job ${Number.isFinite(worst) ? `${(worst / 1000).toFixed(2)} s` : `over ${after} s`} (goal ≤ ${GOAL_MS / 1000} s); ${loadText()}`,
    );
    if (!(worst <= GOAL_MS)) process.exitCode = 1;
  }
  appendHistory(
    root,
    rows
      .filter((r) => r.ms !== undefined)
      .map(
        (r) =>
          `${new Date().toISOString()},failover,takeover_ms ${r.job.replaceAll(',', ';')},${r.ms.toFixed(0)},${r.periodMs?.toFixed(0) ?? ''},${r.periodMs ? (r.ms / r.periodMs).toFixed(2) : ''},${loadText().replaceAll(' ', '_')}`,
      ),
  );
  writeResult('failover', {
    dealer_ms: dealerRow?.ms,
    worst_ms: Number.isFinite(worst) ? worst : undefined,
  });
});
