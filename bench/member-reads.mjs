// Member reads over real HTTP on Postgres (issue 14): what the pages a member opens most cost the
// server next to bare routes, in the same run. The server is pinned to ONE core (taskset -c 0) on a
// scratch database; --concurrency members, each with its own session and funded center wallet, loop
// on one read at a time:
//
//   bare        GET /api/f/v1/member/preInfo   the whole HTTP stack (routing, headers, site, envelope), no database
//   health      GET /api/health                 the same and one `select 1` round trip: THE baseline
//   balance     GET /api/findmed/v1/member/balance        session + the member's wallet balances
//   member_info GET /api/findmed/v1/member/token          session + the member's profile
//   game_list   GET /api/findmed/v1/game/list?show=1      the brand's game lobby (demo catalogue)
//   match_list  GET /api/findmed/v1/sports/matches?…early 20 matches with their main markets
//
// Every call carries the member's token (`t`), as the site sends it; the catalogue reads are public
// and do not look it up. The baseline is `health`: the least a read that needs the database can
// cost (the no-database route is shown too; its CPU per request, a tenth of a millisecond, is too
// small to measure steadily at the share of a core the server gets on a shared machine). Prints
// each read's req/s, p50/p99, its req/s ratio to the baseline, the server's CPU per request and the
// baseline's CPU per request over it (the req/s ratio the read would reach with the core to itself:
// the steadier ratio, as the server's share of its core varies; the one bench/budgets.json checks),
// appends a line per read to bench/history.csv; `--json <file>` writes the figures for bench/run.mjs.
//
//   node bench/member-reads.mjs [--seconds 8] [--rounds 2] [--warmup 2] [--concurrency 50]
//                               [--matches 20] [--database-url postgres://…] [--note text] [--json file]
//
// Each read gets --seconds of counted load in --rounds slices; the slices of the reads alternate
// (bare, health, balance, …, bare, health, …) so drift on a shared machine falls on all alike. In
// each slice the clients ramp up for --warmup s, what completes in the next seconds/rounds s is
// counted, what is in flight at the end is drained uncounted (bench/lib/load.mjs). Postgres:
// --database-url (an admin URL), else 127.0.0.1:5432 (only the server's pool of 20 connects), else
// a throwaway cluster; a scratch database hl_bench_<hex> is made and dropped (bench/lib/versus.mjs).
// Loopback only; the whole run is bounded by a watchdog.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { httpLoad, percentile } from './lib/load.mjs';
import { appendHistory, writeResult } from './lib/result.mjs';
import { setUp } from './lib/setup.mjs';
import { seedCatalogue } from './lib/sportsbook.mjs';
import {
  argValue,
  boundedRun,
  SERVER_POOL,
  scratchDatabase,
  startServer,
  versusOptions,
} from './lib/versus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opts = versusOptions({ seconds: 8, concurrency: 50, rounds: 2 });
const { concurrency, rounds, slice, warmupSeconds, hasTaskset, cores } = opts;
const matches = Number(argValue('matches') ?? 20);
if (!(Number.isInteger(matches) && matches >= 1 && matches <= 1000))
  throw new Error('--matches must be in 1..1000');
const SITE = 'hgtyc';
const UNIT = 10_000n;
const PAGE = Math.min(20, matches);

/** The reads: the two bare routes first (the others' ratios are to `health`, the second). */
const READS = [
  {
    name: 'bare',
    what: 'no database',
    path: '/api/f/v1/member/preInfo',
    ok: (d) => typeof d?.customer_service === 'string',
  },
  { name: 'health', what: 'select 1', path: '/api/health', ok: (d) => d?.ok === true },
  {
    name: 'balance',
    what: 'session + wallets',
    path: '/api/findmed/v1/member/balance',
    ok: (d) => typeof d?.balance === 'string' && d.balance !== '0.00',
  },
  {
    name: 'member_info',
    what: 'session + profile',
    path: '/api/findmed/v1/member/token',
    ok: (d) => typeof d?.username === 'string' && d.username.startsWith('bench'),
  },
  {
    name: 'game_list',
    what: 'game lobby',
    path: '/api/findmed/v1/game/list?show=1',
    ok: (d) => Array.isArray(d) && d.some((c) => c.games.length > 0),
  },
  {
    name: 'match_list',
    what: `${PAGE} matches + markets`,
    path: `/api/findmed/v1/sports/matches?sport=football&tab=early&page=1&size=${PAGE}`,
    ok: (d) => d?.list?.length === PAGE && d.list.every((m) => m.markets.length > 0),
  },
].map((r) => ({ ...r, method: 'GET' }));

const limitMs = (rounds * READS.length * (warmupSeconds + slice + 20) + 360) * 1000;
await boundedRun('member-reads', { ...opts, limitMs }, async ({ cleanups }) => {
  // Only the server connects to Postgres (its pool), not one connection per client.
  const { url, where, dbName } = await scratchDatabase({ ...opts, concurrency: 0 }, cleanups);
  console.log(
    `member reads bench: Postgres on ${where}, scratch database ${dbName}; ${concurrency} members, ` +
      `${READS.length} reads × ${rounds} rounds, each ${warmupSeconds} s ramp-up + ${slice} s counted…`,
  );
  const setup = await setUp(url, {
    root,
    site: SITE,
    funds: 1000n * UNIT,
    concurrency,
    fixture: (pool) =>
      seedCatalogue(pool, {
        site: SITE,
        matches,
        minStake: UNIT,
        maxStake: 50_000n * UNIT,
        maxPayout: 1_000_000n * UNIT,
      }),
  });
  // SEED_DEMO: the demo game lobby of every brand (what game/list reads), as a sandbox start has it.
  const server = await startServer({
    root,
    url,
    site: SITE,
    opts,
    cleanups,
    pin: true,
    env: { SEED_DEMO: '1' },
    profile: true,
  });
  const pid = server.child.pid;
  const load = (read, windowMs) =>
    httpLoad(server.base, setup.clients, warmupSeconds * 1000, windowMs, pid, SITE, read);

  for (const read of READS) {
    const warm = await load(read, 0); // JIT, pool, caches; checks every read answers
    if (warm.errorsOutside > 0) {
      const [problem] = warm.errors.keys();
      throw new Error(`${read.name} (${read.path}) does not answer as expected: ${problem}`);
    }
  }
  const totals = new Map(
    READS.map((r) => [r.name, { ok: 0, failed: 0, elapsed: 0, cpu: 0, latencies: [], shares: [] }]),
  );
  for (let round = 0; round < rounds; round += 1) {
    for (const read of READS) {
      const h = await load(read, slice * 1000);
      const t = totals.get(read.name);
      t.ok += h.ok;
      t.failed += h.failed + h.errorsOutside;
      t.elapsed += h.elapsed;
      t.cpu = t.cpu === undefined || h.cpu === undefined ? undefined : t.cpu + h.cpu;
      for (const l of h.latencies) t.latencies.push(l);
      if (h.cpu !== undefined) t.shares.push(h.cpu / h.elapsed);
      for (const [e, n] of h.errors) console.log(`  ${read.name}: ${n}× ${e}`);
    }
  }
  server.stop();
  await server.exited;

  const rows = READS.map((read) => {
    const t = totals.get(read.name);
    t.latencies.sort((a, b) => a - b);
    return {
      read,
      rps: t.ok / t.elapsed,
      p50: percentile(t.latencies, 50),
      p99: percentile(t.latencies, 99),
      cpuMs: t.cpu === undefined ? undefined : (1000 * t.cpu) / Math.max(1, t.ok + t.failed),
      share: t.shares.length ? t.shares.reduce((a, b) => a + b, 0) / t.shares.length : undefined,
      failed: t.failed,
    };
  });
  const base = rows[1];
  const fmt = (v, d = 1) => (v === undefined ? 'n/a' : v.toFixed(d));
  console.log(
    `server on ${hasTaskset ? 'one pinned core' : 'all cores'} (${cores} cores), DB pool ${SERVER_POOL}, ${concurrency} clients, ${rounds}×${slice} s counted per read:`,
  );
  console.log(
    '| read | route | req/s | p50 ms | p99 ms | req/s ÷ health | server CPU/req | health CPU ÷ read CPU | server share of core 0 | failed |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.read.name} | ${r.read.path.split('?')[0]} (${r.read.what}) | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.rps / base.rps, 2)} | ${fmt(r.cpuMs, 3)} ms | ${r.cpuMs && base.cpuMs ? fmt(base.cpuMs / r.cpuMs, 2) : 'n/a'} | ${r.share === undefined ? 'n/a' : `${(100 * r.share).toFixed(0)}%`} | ${r.failed} |`,
    );
  }
  const shares = rows.map((r) => r.share).filter((s) => s !== undefined);
  if (shares.length && Math.min(...shares) < 0.6) {
    console.log(
      `note: the server got as little as ${(100 * Math.min(...shares)).toFixed(0)}% of its core in a slice (Postgres backends and other tenants run there too); req/s and their ratios follow that share, CPU per request less so`,
    );
  }
  console.log(
    'health CPU ÷ read CPU is the req/s ratio the read would reach with the core to itself (the budgeted figure: it does not follow the share of the core the server got)',
  );

  const date = new Date().toISOString();
  const note = argValue('note');
  appendHistory(
    root,
    rows.map(
      (r) =>
        `${date},member-reads,${r.read.name}_per_sec,${fmt(r.rps)},${fmt(base.rps)},${fmt(r.rps / base.rps, 2)},p50_ms=${fmt(r.p50)} p99_ms=${fmt(r.p99)} server_cpu_ms=${fmt(r.cpuMs, 3)} concurrency=${concurrency} rounds=${rounds}x${slice}s pinned=${hasTaskset} cores=${cores} failed=${r.failed}${note ? ` ${note.replaceAll(',', ';')}` : ''}`,
    ),
  );
  const figures = {};
  for (const r of rows) {
    figures[`${r.read.name}_per_sec`] = r.rps;
    figures[`${r.read.name}_p99_ms`] = r.p99;
    figures[`${r.read.name}_cpu_ms`] = r.cpuMs;
    if (r !== base) {
      figures[`${r.read.name}_ratio`] = r.rps / base.rps;
      if (r.cpuMs && base.cpuMs) figures[`${r.read.name}_cpu_ratio`] = base.cpuMs / r.cpuMs;
    }
  }
  writeResult('member-reads', figures);
  if (rows.some((r) => r.failed > 0 || r.rps === 0)) process.exitCode = 1;
});
