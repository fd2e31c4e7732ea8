// The data of the HTTP-against-pgbench benches (bench/transfer.mjs, bench/bet-placement.mjs):
// members, sessions, accounts and funds set up through the server's own modules, the bench's own
// fixture (e.g. a sportsbook catalogue), and the ledger audit afterwards.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register as registerTsx } from 'tsx/esm/api';

/**
 * Members, sessions, accounts and funds, through the server's own modules. Ids are made
 * contiguous (the clearing account first, then center/venue per member) so the pgbench script can
 * find client i's rows by arithmetic on :client_id; checked below. `houseKinds` are more house
 * accounts made now (their ids come back in `houses`, by kind); `fixture(pool, clients)` inserts
 * the bench's own rows before the statistics are taken, its result comes back as `fixture`.
 */
export async function setUp(url, { root, site, funds, concurrency, houseKinds = [], fixture }) {
  const unregister = registerTsx();
  const mod = (p) => import(pathToFileURL(path.join(root, 'apps/server/src', p)).href);
  const { openDatabase, migrateDatabase } = await mod('platform/db/client.ts');
  const { createMemberRepository } = await mod('modules/member/member.repository.ts');
  const { createSessionRepository } = await mod('platform/auth/session.repository.ts');
  const { createSessionService } = await mod('platform/auth/session.service.ts');
  const { createLedgerRepository } = await mod('modules/ledger/ledger.repository.ts');
  const { createLedgerService } = await mod('modules/ledger/ledger.service.ts');
  const database = await openDatabase({ url, poolSize: 4 });
  try {
    await migrateDatabase(database);
    const { db } = database;
    const members = createMemberRepository();
    const sessions = createSessionService({ db, repository: createSessionRepository() });
    const ledger = createLedgerService({ db, repository: createLedgerRepository() });
    const clearing = await ledger.houseAccount(site, 'transfer_clearing', 'CNY');
    const adjustment = await ledger.houseAccount(site, 'adjustment', 'CNY');
    const houses = {};
    for (const kind of houseKinds) houses[kind] = (await ledger.houseAccount(site, kind, 'CNY')).id;
    const clients = [];
    for (let i = 0; i < concurrency; i += 1) {
      const member = await members.insert(db, {
        siteCode: site,
        username: `bench${String(i).padStart(5, '0')}`,
        passwordHash: 'x',
      });
      const token = await sessions.create({
        memberId: member.id,
        siteCode: site,
        deviceNo: 'bench',
        ip: '127.0.0.1',
      });
      const center = await ledger.memberAccount(site, member.id, 'center', 'CNY');
      const venue = await ledger.memberAccount(site, member.id, 'venue:demo_slot', 'CNY');
      clients.push({ memberId: member.id, token, center: center.id, venue: venue.id });
    }
    for (const c of clients) {
      await ledger.post({
        siteCode: site,
        kind: 'adjust',
        idempotencyKey: `bench-funds:${c.memberId}`,
        lines: [
          { accountId: adjustment.id, currency: 'CNY', amount: -funds },
          { accountId: c.center, currency: 'CNY', amount: funds },
        ],
      });
    }
    const m0 = clients[0].memberId;
    const a0 = clients[0].center;
    clients.forEach((c, i) => {
      if (
        c.memberId !== m0 + BigInt(i) ||
        c.center !== a0 + 2n * BigInt(i) ||
        c.venue !== a0 + 2n * BigInt(i) + 1n
      ) {
        throw new Error(`ids are not contiguous at client ${i}: the pgbench script could not find its rows`);
      }
    });
    if (!(clearing.id < a0)) throw new Error('the clearing account must have the smallest id (lock order)');
    // pgbench's sessions: the same rows for the same members, with a token hash it can compute
    // (a number as text, since pgbench variables are numbers); the same unique index answers it.
    const tokenBase = 1_000_000_000_000_000n;
    await database.pool.query(
      `insert into sessions (site_code, member_id, token_hash, token_issued_at, created_at, last_seen_at, absolute_expires_at, device_no, ip)
       select site_code, member_id, ($1::bigint + member_id)::text, token_issued_at, created_at, last_seen_at, absolute_expires_at, 'pgbench', ip
       from sessions where member_id between $2 and $3`,
      [String(tokenBase), String(m0), String(m0 + BigInt(concurrency - 1))],
    );
    const fixed = fixture ? await fixture(database.pool, clients) : undefined;
    await database.pool.query('analyze');
    return { clients, m0, a0, clearing: clearing.id, houses, tokenBase, fixture: fixed };
  } finally {
    await database.close();
    unregister();
  }
}

/** The ledger audit, and `counts` (a `select <key>, count(*)::int as n … group by 1`) as an object. */
export async function checkLedger(
  url,
  { root, counts = 'select status, count(*)::int as n from venue_transfers group by status order by status' },
) {
  const unregister = registerTsx();
  const mod = (p) => import(pathToFileURL(path.join(root, 'apps/server/src', p)).href);
  const { openDatabase } = await mod('platform/db/client.ts');
  const { auditLedger } = await mod('modules/ledger/ledger.audit.ts');
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    const report = await auditLedger(database.db);
    const { rows } = await database.pool.query(counts);
    const byKey = Object.fromEntries(rows.map((r) => [Object.values(r)[0], r.n]));
    return { report, transfers: byKey, counts: byKey };
  } finally {
    await database.close();
    unregister();
  }
}
