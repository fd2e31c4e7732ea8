// Sports bet placement throughput on Postgres (issue 10): `POST /api/findmed/v1/sports/bet` (a
// single of 1.00 at the current odds, policy `any`) over real HTTP at 200 concurrent clients, the
// server pinned to ONE core (taskset -c 0), beside pgbench running the same SQL as a custom script
// at the same concurrency against the same database in the same run. Prints bets/s, p50/p99, the
// server's CPU per bet (goal ≤ 1 ms), the ratio (goal ≥ 0.7), the ledger audit, and appends to
// bench/history.csv.
//
// Fairness: one member per client on both sides (its own session and center account; pgbench
// client i uses HTTP client i's member through :client_id), and client i bets on selection
// i mod n of a catalogue of --matches scheduled matches × 3 open main markets (1x2, AH, O/U: 7
// selections a match), so clients spread over markets as real traffic does while a few share a
// selection. Every bet on both sides posts to the one sportsbook house account without locking it,
// as the server does. The pgbench script is the SQL the server sends for one placement (captured
// with log_statement=all, account and limits caches warm; decision 0021): 3 statements — the
// session, the legs read, and one write statement (leg re-checked, bet, leg, ledger_post) — with the
// same row locks (the member's center account in ledger_post; key-share locks of the legs' and
// bet's foreign keys). What differs: pgbench uses named prepared statements (-M prepared;
// node-postgres parses every statement but the session lookup), now() for the timestamps the
// server binds, array[…] for the arrays the server binds, and numeric strings for what it cannot
// compute (token hash: its own session row per member; request id), on the same columns and indexes.
//
//   node bench/bet-placement.mjs [--seconds 15] [--concurrency 20] [--rounds 3] [--warmup 3]
//                                [--no-pin-postgres] [--source] (issue 27 defaults: Postgres and
//                                pgbench on core 1 in a private cluster, the built server on core 0)
//                                [--matches 20] [--database-url postgres://…] [--cpu-prof <dir>]
//                                [--note text]   (added to the history line)
//                                [--server <dir>] (another checkout's server, node_modules linked in)
//   node bench/bet-placement.mjs --statements   (no load: the SQL one placement sends, as seen on
//                                the wire through a proxy, to compare with betScript())
//
// The run (rounds, windows, Postgres, teardown) is the transfer bench's: see bench/lib/versus.mjs
// and the README's section.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadText } from './lib/cpu.mjs';
import { callOnce } from './lib/load.mjs';
import { tracePostgres } from './lib/pg-trace.mjs';
import { checkLedger, setUp } from './lib/setup.mjs';
import { betCall, betScript, compareWithScript, seedCatalogue } from './lib/sportsbook.mjs';
import {
  alternate,
  argValue,
  boundedRun,
  SERVER_POOL,
  scratchDatabase,
  startServer,
  summarise,
  versusOptions,
} from './lib/versus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Issue 27: 20 clients, Postgres and pgbench pinned to core 1, the built server on core 0.
const opts = { ...versusOptions({ concurrency: 20, pinPostgres: true, built: true }), ratioGoal: 0.9 };
const { concurrency, rounds, slice, warmupSeconds } = opts;
const matches = Number(argValue('matches') ?? 20);
if (!(Number.isInteger(matches) && matches >= 1 && matches <= 1000))
  throw new Error('--matches must be in 1..1000');
const SITE = 'hgtyc';
const UNIT = 10_000n;
const FUNDS = 1_000_000n * UNIT; // per member: far more than any run can stake at 1.00 a bet
const STAKE = 1n * UNIT;
const HOUSE = 'game_pnl:sportsbook';

await boundedRun('bet-placement', opts, async ({ cleanups, work }) => {
  const { url, where, dbName } = await scratchDatabase(opts, cleanups);
  console.log(
    `bet placement bench: Postgres on ${where}, scratch database ${dbName}; ${concurrency} members, ` +
      `${matches} matches, ${rounds} rounds of HTTP then pgbench, each ${warmupSeconds} s ramp-up + ${slice} s counted; ` +
      `server ${opts.built ? 'built (apps/server/dist)' : 'from source (tsx)'} on core 0, ${loadText()}…`,
  );
  const setup = await setUp(url, {
    root,
    site: SITE,
    funds: FUNDS,
    concurrency,
    houseKinds: [HOUSE],
    fixture: (pool) =>
      seedCatalogue(pool, {
        site: SITE,
        matches,
        minStake: STAKE,
        maxStake: 50_000n * UNIT,
        maxPayout: 1_000_000n * UNIT,
      }),
  });
  const { selections, s0, count } = setup.fixture;
  const call = betCall(setup.clients, selections, '1.00');
  if (process.argv.includes('--statements')) {
    // One member's second bet (its account ids cached, as in the load), through a tracing proxy.
    const trace = await tracePostgres(url);
    cleanups.push(trace.close);
    const traced = await startServer({
      root,
      url: trace.url,
      site: SITE,
      opts,
      cleanups,
      pin: false,
      env: {},
    });
    const client = setup.clients[0];
    for (const step of ['first bet (warms the caches)', 'second bet']) {
      trace.take();
      const answer = await callOnce(traced.base, client, SITE, call);
      if (!answer.good) throw new Error(`the ${step} failed: ${answer.problem}`);
    }
    const statements = trace.take();
    console.log(`one placement sends ${statements.length} statements:`);
    const same = compareWithScript(statements);
    for (const [i, text] of statements.entries())
      console.log(`${String(i + 1).padStart(3)}. ${same[i] ? '[= script] ' : '[≠ script] '}${text}`);
    console.log(
      `${same.filter(Boolean).length} of ${statements.length} are the pgbench script's text (parameters aside); expected otherwise: the prepared session lookup and ledger_post's array arguments`,
    );
    return;
  }
  const server = await startServer({
    root,
    url,
    site: SITE,
    opts,
    cleanups,
    pin: true,
    env: {},
    profile: true,
  });

  const scriptFile = path.join(work, 'bet.sql');
  writeFileSync(scriptFile, betScript());
  const vars = {
    m0: setup.m0,
    a0: setup.a0,
    house: setup.houses[HOUSE],
    s0,
    nsel: count,
    tokenbase: setup.tokenBase,
    site: SITE,
    cur: 'CNY',
    stake: STAKE,
    one: 1,
    kind: 'single',
    policy: 'any',
    live: 'false',
    lkind: 'bet',
    memo: 'sportsbook bet',
    ehash: 'b'.repeat(64),
  };
  const result = await alternate({
    opts,
    site: SITE,
    server,
    base: server.base,
    clients: setup.clients,
    call,
    url,
    scriptFile,
    vars,
    work,
  });
  const { report, counts } = await checkLedger(url, {
    root,
    counts: `select status, count(*)::int as n from sb_bets group by status order by status`,
  });
  summarise({
    name: 'bet_placement',
    metric: 'bets_per_sec',
    unit: 'bet',
    opts,
    result,
    report,
    httpText: `DB pool ${SERVER_POOL}, ${matches} matches / ${count} selections`,
    pgbenchText: '3 statements: session, legs read, one write statement',
    auditText: `bets by status ${JSON.stringify(counts)}`,
    root,
    cpuGoalMs: 0.5,
  });
});
