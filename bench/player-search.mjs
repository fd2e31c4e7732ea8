// The console's player search over 100 000 members on Postgres (issue 24): GET
// /api/admin/v1/players/search by account-name prefix, phone, e-mail and member id, over real HTTP
// with an operator's bearer token, beside the baseline GET /api/health (the whole HTTP stack and one
// `select 1`) measured in the same run. Prints per search p50/p99/p95, its ratio to the baseline's
// p50, the server's CPU per search and the load average, and appends to bench/history.csv.
//
//   node bench/player-search.mjs [--members 100000] [--seconds 6] [--concurrency 8]
//                                [--database-url postgres://…] [--note text]
//
// The issue's goal: p95 ≤ 300 ms. The members are inserted by one generate_series statement (the
// search's indexes are migration 0024's); each search asks for a value picked at random from the
// seeded set, so every call is a hit on a different row. Loopback only; bounded by a watchdog.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Agent, request } from 'undici';
import { cpuSeconds } from './lib/cpu.mjs';
import { percentile } from './lib/load.mjs';
import { appendHistory } from './lib/result.mjs';
import { setUp } from './lib/setup.mjs';
import { argValue, boundedRun, scratchDatabase, startServer, versusOptions } from './lib/versus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opts = versusOptions({ seconds: 6, concurrency: 8, rounds: 1 });
const members = Number(argValue('members') ?? 100_000);
if (!(Number.isInteger(members) && members >= 1_000 && members <= 1_000_000))
  throw new Error('--members must be in 1000..1000000');
const seconds = opts.slice * opts.rounds;
const SITE = 'hgtyc';
const pick = () => 1 + Math.floor(Math.random() * members);

const SEARCHES = [
  { name: 'health', path: () => '/api/health', ok: (d) => d?.ok === true },
  {
    name: 'username_prefix',
    path: () => `/api/admin/v1/players/search?field=username&q=ps${String(pick()).padStart(7, '0')}`,
    ok: (d) => d?.total >= 1,
  },
  {
    name: 'phone',
    path: () => `/api/admin/v1/players/search?field=phone&q=139${String(pick()).padStart(8, '0')}`,
    ok: (d) => d?.total === 1,
  },
  {
    name: 'email',
    path: () => `/api/admin/v1/players/search?field=email&q=ps${pick()}@example.com`,
    ok: (d) => d?.total === 1,
  },
  {
    name: 'newest_page',
    path: () => '/api/admin/v1/players/search?field=username',
    ok: (d) => d?.list?.length === 20,
  },
];

async function seed(pool) {
  await pool.query(
    `insert into members (site_code, username, password_hash, phone, email, invite_code)
     select $1, 'ps' || lpad(i::text, 7, '0'), 'x', '139' || lpad(i::text, 8, '0'), 'ps' || i || '@example.com',
            'PS' || i
       from generate_series(1, $2::int) as i`,
    [SITE, members],
  );
  const { hashToken } = await import(
    pathToFileURL(path.join(root, 'apps/server/src/platform/auth/token.ts')).href
  );
  const token = randomBytes(32).toString('base64url');
  const { rows } = await pool.query(
    `insert into operators (username, password_hash, role) values ('benchsupport', 'x', 'support') returning id`,
  );
  await pool.query(
    `insert into operator_sessions (token_hash, operator_id, expires_at) values ($1, $2, now() + interval '1 day')`,
    [hashToken(token), rows[0].id],
  );
  return { token };
}

async function load(base, token, search, windowMs, pid) {
  const agent = new Agent({ connections: opts.concurrency, keepAliveTimeout: 60_000 });
  const latencies = [];
  let failed = 0;
  const end = performance.now() + windowMs;
  const cpu0 = cpuSeconds(pid);
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await request(`${base}${search.path()}`, {
          headers: { site_code: SITE, d: '25', lang: 'zh-CN', authorization: `Bearer ${token}` },
          dispatcher: agent,
        });
        const body = await res.body.json().catch(() => undefined);
        latencies.push(performance.now() - t0);
        if (!(res.statusCode === 200 && body?.status === true && search.ok(body.data))) failed += 1;
      }
    }),
  );
  const cpu = cpu0 === undefined ? undefined : cpuSeconds(pid) - cpu0;
  await agent.close();
  latencies.sort((a, b) => a - b);
  return { latencies, failed, cpu };
}

const limitMs = (SEARCHES.length * 2 * (seconds + 10) + 600) * 1000;
await boundedRun('player-search', { ...opts, limitMs }, async ({ cleanups }) => {
  const { url, where, dbName } = await scratchDatabase({ ...opts, concurrency: 0 }, cleanups);
  console.log(
    `player search bench: Postgres on ${where}, scratch database ${dbName}; seeding ${members} members…`,
  );
  const setup = await setUp(url, { root, site: SITE, funds: 1n, concurrency: 1, fixture: seed });
  const { token } = setup.fixture;
  const server = await startServer({ root, url, site: SITE, opts, cleanups, pin: true });
  const pid = server.child.pid;
  for (const s of SEARCHES) await load(server.base, token, s, 1_500, pid); // warm-up: JIT, pool, plans
  const rows = [];
  for (const s of SEARCHES) {
    const r = await load(server.base, token, s, seconds * 1000, pid);
    rows.push({
      name: s.name,
      n: r.latencies.length,
      p50: percentile(r.latencies, 50),
      p95: percentile(r.latencies, 95),
      p99: percentile(r.latencies, 99),
      cpuMs: r.cpu === undefined ? undefined : (1000 * r.cpu) / Math.max(1, r.latencies.length),
      failed: r.failed,
    });
  }
  server.stop();
  await server.exited;
  const load1 = loadavg()[0];
  const base = rows[0];
  const fmt = (v, d = 1) => (v === undefined ? 'n/a' : v.toFixed(d));
  console.log(
    `${members} members, ${opts.concurrency} concurrent operators, ${seconds} s per search, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}:`,
  );
  console.log(
    '| search | calls | p50 ms | p95 ms | p99 ms | p50 ÷ health p50 | server CPU/search | failed |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.n} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.p50 / base.p50, 2)} | ${fmt(r.cpuMs, 3)} ms | ${r.failed} |`,
    );
  }
  const worst = Math.max(...rows.slice(1).map((r) => r.p95));
  console.log(`goal p95 ≤ 300 ms: ${worst <= 300 ? 'met' : 'NOT met'} (worst search p95 ${fmt(worst)} ms)`);
  const date = new Date().toISOString();
  const note = argValue('note');
  appendHistory(
    root,
    rows.map(
      (r) =>
        `${date},player-search,${r.name}_p50_ms,${fmt(r.p50)},${fmt(base.p50)},${fmt(r.p50 / base.p50, 2)},p95_ms=${fmt(r.p95)} p99_ms=${fmt(r.p99)} server_cpu_ms=${fmt(r.cpuMs, 3)} members=${members} concurrency=${opts.concurrency} load1=${load1.toFixed(2)} failed=${r.failed}${note ? ` ${note.replaceAll(',', ';')}` : ''}`,
    ),
  );
});
