// 1 against 3 instances behind HAProxy (issue 27): sports bet placement (a single of 1.00, policy
// `any`, the bet bench's catalogue and members) through deploy/haproxy.cfg, alternating in the
// same run between a balancer with ONE instance behind it and a balancer with THREE (the same
// configuration and the same three processes; the idle ones wait). The baseline is the 1-instance
// phase: the figure is the throughput ratio 3 ÷ 1, with p50/p99 of each, the instances' CPU per
// bet (process CPU of every instance, from /proc) and the load average beside each figure.
// A 1-instance baseline that is implausible (under 20 bets/s, fewer bets than clients, any
// failure) fails the run without a ratio.
//
//   node bench/cluster-throughput.mjs [--seconds 30] [--rounds 2] [--warmup 2] [--concurrency 40]
//                                     [--json <file>]
//
// Ports 8250 (1 instance), 8254 (3 instances) and 8251–8253 (the instances). Postgres: the shared
// 127.0.0.1:5432 when it has room (else a private cluster), a scratch database dropped at the end.
// The server is the build in apps/server/dist (built first when stale), JOBS=0 (no feed moving
// odds), Redis at REDIS_URL (default 127.0.0.1:6379) as in `npm run cluster`. Bounded: 2 minutes with the defaults.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuOf, PORT_BASE, startBalancer, startInstance, tracker } from './lib/cluster.mjs';
import { loadText } from './lib/cpu.mjs';
import { httpLoad, percentile } from './lib/load.mjs';
import { appendHistory, writeResult } from './lib/result.mjs';
import { checkLedger, setUp } from './lib/setup.mjs';
import { betCall, seedCatalogue } from './lib/sportsbook.mjs';
import { boundedRun, builtServer, scratchDatabase, versusOptions } from './lib/versus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opts = versusOptions({ seconds: 30, rounds: 2, concurrency: 40 });
opts.warmupSeconds = Math.min(opts.warmupSeconds, 2);
const { concurrency, rounds, slice, warmupSeconds } = opts;
const SITE = 'hgtyc';
const UNIT = 10_000n;
const LB1 = PORT_BASE;
const LB3 = PORT_BASE + 4;
const PORTS = [PORT_BASE + 1, PORT_BASE + 2, PORT_BASE + 3];

await boundedRun('cluster-throughput', { ...opts, limitMs: 240_000 }, async ({ cleanups, work }) => {
  const track = tracker(cleanups);
  const { url, where, dbName } = await scratchDatabase(opts, cleanups);
  const bundle = await builtServer(root);
  console.log(
    `cluster throughput bench: Postgres on ${where} (${dbName}); ${concurrency} clients; ${rounds} rounds of ` +
      `1 instance then 3 instances behind HAProxy, each ${warmupSeconds} s ramp-up + ${slice} s counted; ${loadText()}`,
  );
  const setup = await setUp(url, {
    root,
    site: SITE,
    funds: 1_000_000n * UNIT,
    concurrency,
    houseKinds: ['game_pnl:sportsbook'],
    fixture: (pool) =>
      seedCatalogue(pool, {
        site: SITE,
        matches: 20,
        minStake: UNIT,
        maxStake: 50_000n * UNIT,
        maxPayout: 1_000_000n * UNIT,
      }),
  });
  const call = betCall(setup.clients, setup.fixture.selections, '1.00');
  const env = {
    JOBS: '0',
    VALIDATE_RESPONSES: '0',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
  const instances = PORTS.map((port, i) =>
    startInstance({ bundle, root, url, port, name: `bench-i${i + 1}`, env, track }),
  );
  await Promise.all(instances.map((i) => i.ready));
  const one = await startBalancer({ root, work, lbPort: LB1, ports: [PORTS[0]], track });
  const three = await startBalancer({ root, work, lbPort: LB3, ports: PORTS, track });
  const pids = instances.map((i) => i.child.pid);

  const phase = async (lb) => {
    const cpu0 = { v: undefined };
    const timer = setTimeout(() => {
      cpu0.v = cpuOf(pids);
    }, warmupSeconds * 1000);
    const h = await httpLoad(
      lb.base,
      setup.clients,
      warmupSeconds * 1000,
      slice * 1000,
      undefined,
      SITE,
      call,
    );
    clearTimeout(timer);
    // The window's end: httpLoad drained the calls in flight after it, so this CPU reading is a
    // little late; the drain is under a second of a slice of many.
    const cpu1 = cpuOf(pids);
    return {
      ...h,
      cpu: cpu0.v === undefined || cpu1 === undefined ? undefined : cpu1 - cpu0.v,
      load: loadText(),
    };
  };
  // Not counted: JIT, pools and caches of all three.
  await httpLoad(three.base, setup.clients, warmupSeconds * 1000, 0, undefined, SITE, call);
  const sides = { 1: [], 3: [] };
  for (let r = 0; r < rounds; r += 1) {
    sides[1].push(await phase(one));
    sides[3].push(await phase(three));
  }
  const sum = (list) => {
    const latencies = list.flatMap((h) => h.latencies).sort((a, b) => a - b);
    const ok = list.reduce((a, h) => a + h.ok, 0);
    const failed = list.reduce((a, h) => a + h.failed + h.errorsOutside, 0);
    const elapsed = list.reduce((a, h) => a + h.elapsed, 0);
    const errors = new Map();
    for (const h of list) for (const [k, v] of h.errors) errors.set(k, (errors.get(k) ?? 0) + v);
    const cpu = list.every((h) => h.cpu !== undefined) ? list.reduce((a, h) => a + h.cpu, 0) : undefined;
    return {
      ok,
      failed,
      tps: ok / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      cpuMs: cpu === undefined ? undefined : (1000 * cpu) / Math.max(1, ok),
      loads: list.map((h) => h.load),
      errors: [...errors].map(([k, v]) => `${k}×${v}`).join(', '),
    };
  };
  const s1 = sum(sides[1]);
  const s3 = sum(sides[3]);
  const text = (s, n) =>
    `${n} instance${n > 1 ? 's' : ''}: ${s.tps.toFixed(1)} bets/s, p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, ` +
    `${s.ok} ok, ${s.failed} failed${s.errors ? ` (${s.errors})` : ''}, instances' CPU ${s.cpuMs === undefined ? 'n/a' : `${s.cpuMs.toFixed(2)} ms`} per bet [${s.loads.join(' | ')}]`;
  console.log(`baseline, ${text(s1, 1)}`);
  console.log(text(s3, 3));
  const problems = [];
  if (s1.tps < 20) problems.push(`1 instance gave ${s1.tps.toFixed(1)} bets/s (under 20)`);
  if (s1.ok < concurrency) problems.push(`1 instance completed ${s1.ok} bets for ${concurrency} clients`);
  if (s1.failed || s3.failed) problems.push(`${s1.failed + s3.failed} bets failed`);
  const { report } = await checkLedger(url, {
    root,
    counts: 'select 1 as k, count(*)::int as n from sb_bets',
  });
  if (report.problems.length) problems.push(`ledger audit: ${report.problems.length} problems`);
  const ratio = s3.tps / s1.tps;
  if (problems.length) {
    console.log(`baseline implausible or run broken, no ratio: ${problems.join('; ')} (${loadText()})`);
    process.exitCode = 1;
  } else {
    console.log(
      `throughput ratio 3 ÷ 1 instances = ${ratio.toFixed(2)} (p99 ${s1.p99.toFixed(0)} → ${s3.p99.toFixed(0)} ms); ledger audit clean; ${loadText()}`,
    );
  }
  appendHistory(root, [
    `${new Date().toISOString()},cluster-throughput,bets_per_sec_3_vs_1,${s3.tps.toFixed(1)},${s1.tps.toFixed(1)},${problems.length ? 'baseline_broken' : ratio.toFixed(2)},p99_1=${s1.p99.toFixed(0)} p99_3=${s3.p99.toFixed(0)} cpu_ms_1=${s1.cpuMs?.toFixed(2)} cpu_ms_3=${s3.cpuMs?.toFixed(2)} concurrency=${concurrency} rounds=${rounds}x${slice}s ${loadText().replaceAll(' ', '_')}`,
  ]);
  writeResult('cluster-throughput', {
    ratio: problems.length ? undefined : ratio,
    per_sec_1: s1.tps,
    per_sec_3: s3.tps,
    p99_ms_1: s1.p99,
    p99_ms_3: s3.p99,
  });
});
