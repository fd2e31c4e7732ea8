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
// The pieces live in bench/lib/: versus.mjs (options, the bounded run, the scratch database, the
// server, the alternating rounds and the summary, shared with bench/bet-placement.mjs),
// postgres.mjs (binaries, a private cluster, queries), setup.mjs (members and funds through the
// server's modules; the ledger audit), load.mjs (the HTTP load), pgbench.mjs (the script, runner
// and log window) and cpu.mjs (pinning and CPU accounting).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgbenchScript } from './lib/pgbench.mjs';
import { checkLedger, setUp } from './lib/setup.mjs';
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
const opts = versusOptions();
const { concurrency, rounds, slice, warmupSeconds } = opts;
const SITE = 'hgtyc';
const UNIT = 10_000n;
const FUNDS = 1_000_000n * UNIT; // per member: far more than any run can spend at 1.00 a transfer
const AMOUNT = 1n * UNIT;

await boundedRun('transfer', opts, async ({ cleanups, work }) => {
  const { url, where, dbName } = await scratchDatabase(opts, cleanups);
  console.log(
    `transfer bench: Postgres on ${where}, scratch database ${dbName}; ${concurrency} members, ` +
      `${rounds} rounds of HTTP then pgbench, each ${warmupSeconds} s ramp-up + ${slice} s counted…`,
  );
  const setup = await setUp(url, { root, site: SITE, funds: FUNDS, concurrency });
  const serverArgs = { root, url, site: SITE, opts, cleanups };
  // The venue is another company's service in production: by default the demo venue runs as its own
  // process (unpinned), reached over real HTTP through VENUE_BASE_URL; `--venue inprocess` keeps it
  // inside the server under test (Fastify inject, on the pinned core).
  const venueMode = argValue('venue') ?? 'external';
  const venue =
    venueMode === 'external' ? await startServer({ ...serverArgs, pin: false, env: {} }) : undefined;
  const server = await startServer({
    ...serverArgs,
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
  const result = await alternate({
    opts,
    site: SITE,
    server,
    base: server.base,
    clients: setup.clients,
    url,
    scriptFile,
    vars,
    work,
  });
  const { report, transfers } = await checkLedger(url, { root });
  summarise({
    name: 'transfer',
    metric: 'transfers_per_sec',
    unit: 'transfer',
    opts,
    result,
    report,
    httpText: `venue ${venueMode}, DB pool ${SERVER_POOL}`,
    pgbenchText: '16 statements, 3 transactions',
    auditText: `venue transfers ${JSON.stringify(transfers)}`,
    root,
  });
});
