// The pgbench side of the transfer bench (bench/transfer.mjs): the SQL of one transfer as a custom
// script, running pgbench, and counting its -l log over the window.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pgBin } from './postgres.mjs';

/** The SQL of one transfer (captured from the server with log_statement=all), as a pgbench script. */
export function pgbenchScript() {
  const sessionCols =
    '"id", "site_code", "member_id", "token_hash", "prev_token_hash", "prev_valid_until", "token_issued_at", "created_at", "last_seen_at", "absolute_expires_at", "revoked_at", "device_no", "ip"';
  const transferCols =
    '"id", "site_code", "member_id", "transfer_id", "request_id", "request_hash", "venue", "direction", "amount", "currency", "status", "attempts", "last_error", "created_at", "updated_at"';
  return `-- One wallet transfer center -> demo_slot, statement for statement as the server sends it.
-- Client i is member :m0 + i; its center account :a0 + 2i, its venue account :a0 + 2i + 1.
\\set mid :m0 + :client_id
\\set center :a0 + 2 * :client_id
\\set vacct :a0 + 2 * :client_id + 1
\\set th :tokenbase + :mid
\\set tid random(1000000000000000, 4000000000000000000)
\\set rid random(1000000000000000, 9000000000000000000)
\\set kdebit 2 * :tid
\\set ksettle 2 * :tid + 1
\\set neg -1 * :amount
-- session (endpoint auth)
select ${sessionCols} from "sessions" where ("sessions"."revoked_at" is null and ("sessions"."token_hash" = :th or ("sessions"."prev_token_hash" = :th and "sessions"."prev_valid_until" > now()))) limit :one;
-- 1. the pending transfer row and the debit of the center wallet into transfer clearing (one ledger_post call)
begin;
insert into "venue_transfers" ("id", "site_code", "member_id", "transfer_id", "request_id", "request_hash", "venue", "direction", "amount", "currency", "status", "attempts", "last_error", "created_at", "updated_at") values (default, :site, :mid, :tid, :rid, :rhash, :venue, :dir, :amount, :cur, :pending, default, default, now(), now()) on conflict do nothing returning ${transferCols} \\gset vt_
select * from ledger_post(:site, :kout, :kdebit, :ehash, '', :tid, now(), array[:center, :clearing]::bigint[], array[:cur, :cur]::text[], array[:neg, :amount]::bigint[]);
commit;
-- 2. the demo venue (in-process signed HTTP): its own wallet and transfer log
begin;
insert into "demo_venue_wallets" ("venue", "player", "balance") values (:venue, :mid, :zero) on conflict ("venue","player") do update set "balance" = "demo_venue_wallets"."balance" returning "venue", "player", "balance";
select "transfer_id", "venue", "player", "direction", "amount", "balance_after", "created_at" from "demo_venue_transfers" where "demo_venue_transfers"."transfer_id" = :tid;
update "demo_venue_wallets" set "balance" = "demo_venue_wallets"."balance" + :amount where ("demo_venue_wallets"."venue" = :venue and "demo_venue_wallets"."player" = :mid) returning "venue", "player", "balance" \\gset w_
insert into "demo_venue_transfers" ("transfer_id", "venue", "player", "direction", "amount", "balance_after", "created_at") values (:tid, :venue, :mid, :dir, :amount, :w_balance, default);
commit;
-- 3. settle: the state change and clearing -> venue wallet (one ledger_post call)
begin;
update "venue_transfers" set "status" = :succeeded, "last_error" = NULL, "updated_at" = now() where ("venue_transfers"."id" = :vt_id and "venue_transfers"."status" = :pending) returning ${transferCols};
select * from ledger_post(:site, :kin, :ksettle, :ehash, '', :tid, now(), array[:clearing, :vacct]::bigint[], array[:cur, :cur]::text[], array[:neg, :amount]::bigint[]);
commit;
-- the answer: the member's wallets
select "kind", "currency", "balance" from "ledger_accounts" where ("ledger_accounts"."site_code" = :site and "ledger_accounts"."member_id" = :mid);
`;
}

export function runPgbench(url, scriptFile, vars, durationSeconds, logPrefix, { concurrency, cores, core }) {
  const u = new URL(url);
  const args = [
    '-h',
    u.hostname,
    '-p',
    u.port || '5432',
    '-U',
    decodeURIComponent(u.username || 'postgres'),
    '-n',
    '-M',
    'prepared',
    '-c',
    String(concurrency),
    '-j',
    String(core === undefined ? Math.min(cores, concurrency) : 1),
    '-T',
    String(durationSeconds),
    '-f',
    scriptFile,
    ...Object.entries(vars).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
    ...(logPrefix ? ['-l', `--log-prefix=${logPrefix}`] : []),
    u.pathname.slice(1),
  ];
  return new Promise((resolve, reject) => {
    // Pinned beside Postgres on the other core when `core` is given (the server has core 0).
    const [cmd, argv] =
      core === undefined
        ? [pgBin('pgbench'), args]
        : ['taskset', ['-c', String(core), pgBin('pgbench'), ...args]];
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: tmpdir() });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      err += c;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), (durationSeconds + 120) * 1000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
      const failedTx = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
      const aborted = (err.match(/client \d+ aborted/g) ?? []).length;
      if (code !== 0 || !tps) {
        reject(
          new Error(`pgbench failed (exit ${code}):\n${out}\n${err.split('\n').slice(0, 20).join('\n')}`),
        );
        return;
      }
      resolve({ tps: Number(tps), failedTx, aborted, out });
    });
  });
}

/**
 * Transactions from pgbench's -l logs (client, n, latency µs, script, epoch s, µs) that finished
 * inside the window: warm-up seconds after the first transaction started, for window seconds.
 */
export function pgbenchWindow(dir, prefix, warmupSeconds, windowSeconds) {
  const done = [];
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(prefix)) continue;
    for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      const f = line.split(' ');
      if (f.length < 6) continue;
      const latency = Number(f[2]) / 1e6;
      done.push({ end: Number(f[4]) + Number(f[5]) / 1e6, latency });
    }
  }
  const first = Math.min(...done.map((d) => d.end - d.latency));
  const from = first + warmupSeconds;
  const to = from + windowSeconds;
  const inside = done.filter((d) => d.end >= from && d.end <= to);
  return {
    count: inside.length,
    latencies: inside.map((d) => d.latency * 1000).sort((a, b) => a - b),
  };
}
