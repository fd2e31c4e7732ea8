// Server CPU per ledger post (issue 8, item 15): the Node process's own CPU time (user + system,
// process.cpuUsage) per `ledger.post`, posting a member debit of 1.00 into a house account through
// the server's ledger service on Postgres, at --concurrency posts in flight (one member each, so no
// two posts wait for the same row). With `--old <dir>` (a checkout of an older version, e.g.
// `git archive main | tar -x -C /tmp/old`) it also runs that version's ledger service in the same
// process on the same database, alternating rounds, and prints the ratio: what one version costs
// the server next to the other under the same machine load. The CPU figure is the one that travels
// between machines; wall-clock throughput here mostly measures the shared machine.
//
//   node bench/ledger-post.mjs [--posts 3000] [--concurrency 16] [--rounds 3] [--old <dir>]
//                              [--database-url postgres://…] [--json <file>]
//
// Postgres: --database-url (an admin URL), else postgres@127.0.0.1:5432. A scratch database
// hl_bench_<hex> is created there, migrated with THIS version's migrations (an older ledger
// service runs on them too: it only inserts entries and postings) and dropped at the end.
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register as registerTsx } from 'tsx/esm/api';
import { query, withDb } from './lib/postgres.mjs';
import { writeResult } from './lib/result.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argValue = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
};
const posts = Number(argValue('posts') ?? 3000);
const concurrency = Number(argValue('concurrency') ?? 16);
const rounds = Number(argValue('rounds') ?? 3);
const oldRoot = argValue('old') ? path.resolve(argValue('old')) : undefined;
const adminUrl = argValue('database-url') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (
  !(Number.isInteger(posts) && posts >= 100 && posts <= 100_000) ||
  !(Number.isInteger(concurrency) && concurrency >= 1 && concurrency <= 18) ||
  !(Number.isInteger(rounds) && rounds >= 1 && rounds <= 10)
) {
  throw new Error('--posts must be in 100..100000, --concurrency in 1..18 (pool 20), --rounds in 1..10');
}
const SITE = 'hgtyc';
const UNIT = 10_000n;

const watchdog = setTimeout(
  () => {
    console.error('ledger-post bench: time limit reached, aborting');
    process.exit(2);
  },
  15 * 60 * 1000,
);
watchdog.unref();

const unregister = registerTsx();
const load = (base, p) => import(pathToFileURL(path.join(base, 'apps/server/src', p)).href);

const dbName = `hl_bench_${randomBytes(6).toString('hex')}`;
await query(adminUrl, `create database ${dbName}`);
const { openDatabase, migrateDatabase } = await load(root, 'platform/db/client.ts');
const database = await openDatabase({ url: withDb(adminUrl, dbName), poolSize: concurrency + 2 });
try {
  await migrateDatabase(database);
  const { db } = database;
  const versions = [{ name: 'this', base: root }];
  if (oldRoot) versions.push({ name: 'old', base: oldRoot });
  for (const v of versions) {
    const { createLedgerService } = await load(v.base, 'modules/ledger/ledger.service.ts');
    const { createLedgerRepository } = await load(v.base, 'modules/ledger/ledger.repository.ts');
    v.ledger = createLedgerService({ db, repository: createLedgerRepository() });
    v.cpuMs = 0;
    v.wallMs = 0;
    v.done = 0;
  }
  const { createMemberRepository } = await load(root, 'modules/member/member.repository.ts');
  const ledger = versions[0].ledger;
  const house = await ledger.houseAccount(SITE, 'withdrawal_hold', 'CNY');
  const funding = await ledger.houseAccount(SITE, 'adjustment', 'CNY');
  const accounts = [];
  for (let i = 0; i < concurrency; i += 1) {
    const member = await createMemberRepository().insert(db, {
      siteCode: SITE,
      username: `lp${String(i).padStart(5, '0')}`,
      passwordHash: 'x',
    });
    const center = await ledger.memberAccount(SITE, member.id, 'center', 'CNY');
    await ledger.post({
      siteCode: SITE,
      kind: 'adjust',
      idempotencyKey: `lp-funds:${member.id}`,
      lines: [
        { accountId: funding.id, currency: 'CNY', amount: -1_000_000n * UNIT },
        { accountId: center.id, currency: 'CNY', amount: 1_000_000n * UNIT },
      ],
    });
    accounts.push(center.id);
  }

  let seq = 0;
  const runPosts = async (v, count) => {
    let next = 0;
    const worker = async (w) => {
      while (next < count) {
        next += 1;
        seq += 1;
        await v.ledger.post({
          siteCode: SITE,
          kind: 'withdraw_hold',
          idempotencyKey: `lp:${v.name}:${seq}`,
          reference: `lp-${seq}`,
          lines: [
            { accountId: accounts[w], currency: 'CNY', amount: -UNIT },
            { accountId: house.id, currency: 'CNY', amount: UNIT },
          ],
        });
      }
    };
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await Promise.all(accounts.map((_, w) => worker(w)));
    const cpu = process.cpuUsage(cpu0);
    return { cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() - t0 };
  };

  for (const v of versions) await runPosts(v, Math.min(500, posts)); // warm-up: JIT, pool
  const perRound = Math.ceil(posts / rounds);
  for (let r = 0; r < rounds; r += 1) {
    for (const v of versions) {
      const m = await runPosts(v, perRound);
      v.cpuMs += m.cpuMs;
      v.wallMs += m.wallMs;
      v.done += perRound;
    }
  }
  const { auditLedger } = await load(root, 'modules/ledger/ledger.audit.ts');
  const report = await auditLedger(db);

  const date = new Date().toISOString();
  for (const v of versions) {
    v.cpuPerPost = v.cpuMs / v.done;
    v.rate = (1000 * v.done) / v.wallMs;
    console.log(
      `${v.name} (${path.relative(process.cwd(), v.base) || '.'}): ${v.done} posts at ${concurrency} in flight, ` +
        `${v.cpuPerPost.toFixed(3)} ms server CPU per post, ${v.rate.toFixed(0)} posts/s`,
    );
  }
  const line = [date, 'ledger_post', 'cpu_ms_per_post', versions[0].cpuPerPost.toFixed(3)];
  if (oldRoot) {
    const ratio = versions[1].cpuPerPost / versions[0].cpuPerPost;
    console.log(`old/this server CPU per post = ${ratio.toFixed(1)}× (goal: several times less)`);
    line.push(
      versions[1].cpuPerPost.toFixed(3),
      (versions[0].cpuPerPost / versions[1].cpuPerPost).toFixed(2),
    );
  } else line.push('', '');
  console.log(
    `ledger audit: ${report.problems.length === 0 ? 'clean' : `${report.problems.length} problems`}`,
  );
  line.push(
    `posts=${posts} concurrency=${concurrency} rounds=${rounds} rate=${versions[0].rate.toFixed(0)}/s` +
      (oldRoot ? ` old_rate=${versions[1].rate.toFixed(0)}/s baseline=old_version` : ''),
  );
  appendFileSync(path.join(root, 'bench/history.csv'), `${line.join(',')}\n`);
  writeResult('ledger-post', {
    cpu_ms_per_post: versions[0].cpuPerPost,
    posts_per_sec: versions[0].rate,
    old_over_this: oldRoot ? versions[1].cpuPerPost / versions[0].cpuPerPost : undefined,
    audit_problems: report.problems.length,
  });
  if (report.problems.length > 0) process.exitCode = 1;
} finally {
  await database.close();
  await query(adminUrl, `drop database if exists ${dbName} with (force)`);
  unregister();
}
