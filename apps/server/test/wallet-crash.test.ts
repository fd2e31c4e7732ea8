import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, REPO_ROOT } from '../src/config.ts';
import { auditLedger } from '../src/modules/ledger/ledger.audit.ts';
import { createLedgerRepository } from '../src/modules/ledger/ledger.repository.ts';
import { createLedgerService } from '../src/modules/ledger/ledger.service.ts';
import { createMemberRepository } from '../src/modules/member/member.repository.ts';
import { createSessionRepository } from '../src/platform/auth/session.repository.ts';
import { createSessionService } from '../src/platform/auth/session.service.ts';
import { type Database, migrateDatabase, openDatabase } from '../src/platform/db/client.ts';
import { clientHeaders, openTestDatabase } from './helpers.ts';

const UNIT = 10_000n;
const FUNDS = 500n;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function startServer(databaseUrl: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      NODE_ENV: 'test',
      SANDBOX: '1',
      SEED_DEMO: '0',
      JOBS: '0',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: 'ignore',
  });
}

async function waitReady(base: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${base}/api/health`, { headers: { site_code: 'hgtyc' } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

/**
 * Issue 4, "must hold": SIGKILL the server in the middle of a stream of transfers. Every transfer
 * it acknowledged is still there after a restart, nothing is pending once the reconciler has run,
 * no money was created or lost (the member's wallets still add up to what they had, the venue's
 * books agree with ours), and the ledger audit is clean. Needs Postgres: a real server process
 * with its own connections, as in production.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('crash during transfers (postgres)', () => {
  let child: ChildProcess | undefined;
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    child?.kill('SIGKILL');
    await database?.close();
    await drop?.();
  });

  it('loses no acknowledged movement and leaves the audit clean', { timeout: 180_000 }, async () => {
    const test = await openTestDatabase('postgres');
    database = test.database;
    drop = test.drop;
    const databaseUrl = (database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    await migrateDatabase(database);
    const { db } = database;

    // A member with 500.00 in the center wallet and a session.
    const member = await createMemberRepository().insert(db, {
      siteCode: 'hgtyc',
      username: 'crash01',
      passwordHash: 'x',
    });
    const token = await createSessionService({ db, repository: createSessionRepository() }).create({
      memberId: member.id,
      siteCode: 'hgtyc',
      deviceNo: 'test',
      ip: '127.0.0.1',
    });
    const ledger = createLedgerService({ db, repository: createLedgerRepository() });
    const center = await ledger.memberAccount('hgtyc', member.id, 'center', 'CNY');
    const house = await ledger.houseAccount('hgtyc', 'adjustment', 'CNY');
    await ledger.post({
      siteCode: 'hgtyc',
      kind: 'adjust',
      idempotencyKey: 'crash-funds',
      lines: [
        { accountId: house.id, currency: 'CNY', amount: -FUNDS * UNIT },
        { accountId: center.id, currency: 'CNY', amount: FUNDS * UNIT },
      ],
    });

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = startServer(databaseUrl, port);
    await waitReady(base);

    // Eight clients stream transfers, back and forth, until the server dies under them.
    const acknowledged: { requestId: string; transferId: string; status: string }[] = [];
    let alive = true;
    const headers = {
      ...clientHeaders('hgtyc', { t: token }),
      'content-type': 'application/x-www-form-urlencoded',
    };
    const worker = async (n: number) => {
      for (let i = 0; alive; i += 1) {
        const venue = ['demo_slot', 'demo_live'][n % 2]!;
        const [from, to] = i % 3 === 2 ? [venue, 'center'] : ['center', venue];
        const requestId = randomUUID();
        try {
          const response = await fetch(`${base}/api/findmed/v1/wallet/transfer`, {
            method: 'POST',
            headers,
            body: new URLSearchParams({ from, to, amount: '1.00', requestId }).toString(),
          });
          const body = (await response.json()) as {
            status: boolean;
            data: { transferId: string; status: string };
          };
          if (body.status) acknowledged.push({ requestId, ...body.data });
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, n) => worker(n));
    await new Promise((r) => setTimeout(r, 2_500));
    child.kill('SIGKILL');
    alive = false;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(20);

    // Restart on the same database and let the reconciler settle whatever was in flight.
    const database2 = await openDatabase({ url: databaseUrl, poolSize: 4 });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', SANDBOX: '1' }, { dataDir: undefined, jobs: false }),
      database: database2,
      // A minute on: the killed process's claims on transfers it was driving (leases) have run out.
      now: () => new Date(Date.now() + 60_000),
    });
    await app.ready();
    await app.services.transfers.reconcile(10_000, 0, { ignoreBackoff: true });
    await app.close();
    await database2.close();

    const rows = (await db.execute(sql`select transfer_id, status from venue_transfers`)) as unknown as {
      rows: { transfer_id: string; status: string }[];
    };
    const byId = new Map(rows.rows.map((r) => [r.transfer_id, r.status]));
    for (const ack of acknowledged) {
      expect(byId.has(ack.transferId)).toBe(true);
      if (ack.status === 'succeeded') expect(byId.get(ack.transferId)).toBe('succeeded');
    }
    expect(rows.rows.filter((r) => r.status === 'pending')).toEqual([]);

    // Nothing created or lost: the member's wallets add up, and the venue agrees with our books.
    const sums = (await db.execute(sql`
      select
        (select coalesce(sum(balance), 0) from ledger_accounts where member_id = ${member.id})::text as member,
        (select coalesce(sum(p.amount), 0) from ledger_postings p join ledger_accounts a on a.id = p.account_id
           where a.kind = 'transfer_clearing')::text as clearing,
        (select coalesce(sum(balance), 0) from ledger_accounts where member_id = ${member.id} and kind like 'venue:%')::text as ours,
        (select coalesce(sum(balance), 0) from demo_venue_wallets where player = ${`hgtyc_${member.id}`})::text as theirs
    `)) as unknown as { rows: { member: string; clearing: string; ours: string; theirs: string }[] };
    expect(sums.rows[0]).toEqual({
      member: String(FUNDS * UNIT),
      clearing: '0',
      ours: sums.rows[0]!.theirs,
      theirs: sums.rows[0]!.theirs,
    });
    const report = await auditLedger(db);
    expect(report.problems).toEqual([]);
  });
});
