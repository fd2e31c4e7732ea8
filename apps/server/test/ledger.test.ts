import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/ledger.audit.ts';
import { createLedgerRepository } from '../src/modules/ledger/ledger.repository.ts';
import { createLedgerService, type LedgerService } from '../src/modules/ledger/ledger.service.ts';
import { createMemberRepository } from '../src/modules/member/member.repository.ts';
import { type Database, migrateDatabase } from '../src/platform/db/client.ts';
import { AppError } from '../src/platform/http/errors.ts';
import { BACKENDS, openTestDatabase } from './helpers.ts';

const UNIT = 10_000n;
let memberSeq = 0;

describe.each(BACKENDS)('ledger (%s)', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  let ledger: LedgerService;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(backend));
    await migrateDatabase(database);
    ledger = createLedgerService({ db: database.db, repository: createLedgerRepository() });
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  async function newMember() {
    memberSeq += 1;
    const member = await createMemberRepository().insert(database.db, {
      siteCode: 'hgtyc',
      username: `led${memberSeq}x${Date.now() % 100000}`.slice(0, 11),
      passwordHash: 'x',
    });
    return {
      center: await ledger.memberAccount('hgtyc', member.id, 'center', 'CNY'),
      venue: await ledger.memberAccount('hgtyc', member.id, 'venue:demo', 'CNY'),
      usdt: await ledger.memberAccount('hgtyc', member.id, 'usdt', 'USDT'),
    };
  }

  it('moves money as balanced entries and keeps the audit clean', async () => {
    const m = await newMember();
    const clearing = await ledger.houseAccount('hgtyc', 'deposit_clearing', 'CNY');
    const deposit = await ledger.post({
      siteCode: 'hgtyc',
      kind: 'deposit',
      idempotencyKey: `dep-${m.center.id}`,
      lines: [
        { accountId: clearing.id, currency: 'CNY', amount: -100n * UNIT },
        { accountId: m.center.id, currency: 'CNY', amount: 100n * UNIT },
      ],
    });
    expect(deposit.postings.find((p) => p.accountId === m.center.id)?.balanceAfter).toBe(100n * UNIT);
    await ledger.post({
      siteCode: 'hgtyc',
      kind: 'transfer_in',
      idempotencyKey: `tr-${m.center.id}`,
      lines: [
        { accountId: m.center.id, currency: 'CNY', amount: -30n * UNIT },
        { accountId: m.venue.id, currency: 'CNY', amount: 30n * UNIT },
      ],
    });
    const report = await auditLedger(database.db);
    expect(report.problems).toEqual([]);
    expect(report.entriesChecked).toBeGreaterThanOrEqual(2);
  });

  it('refuses an entry that does not balance, and a debit below zero, writing nothing', async () => {
    const m = await newMember();
    await expect(
      ledger.post({
        siteCode: 'hgtyc',
        kind: 'broken',
        idempotencyKey: `broken-${m.center.id}`,
        lines: [
          { accountId: m.center.id, currency: 'CNY', amount: 5n },
          { accountId: m.venue.id, currency: 'CNY', amount: -4n },
        ],
      }),
    ).rejects.toThrow(/does not balance/);
    const overdraw = ledger.post({
      siteCode: 'hgtyc',
      kind: 'transfer_in',
      idempotencyKey: `over-${m.center.id}`,
      lines: [
        { accountId: m.center.id, currency: 'CNY', amount: -1n },
        { accountId: m.venue.id, currency: 'CNY', amount: 1n },
      ],
    });
    await expect(overdraw).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect((await ledger.memberAccount('hgtyc', m.center.memberId!, 'center', 'CNY')).balance).toBe(0n);
    expect((await auditLedger(database.db)).problems).toEqual([]);
  });

  it('moves money once per idempotency key, even for concurrent retries; another request under it conflicts', async () => {
    const m = await newMember();
    const clearing = await ledger.houseAccount('hgtyc', 'deposit_clearing', 'CNY');
    const request = {
      siteCode: 'hgtyc',
      kind: 'deposit',
      idempotencyKey: `cb-${m.center.id}`,
      lines: [
        { accountId: clearing.id, currency: 'CNY', amount: -7n * UNIT },
        { accountId: m.center.id, currency: 'CNY', amount: 7n * UNIT },
      ],
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => ledger.post(request)));
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await ledger.memberAccount('hgtyc', m.center.memberId!, 'center', 'CNY')).balance).toBe(
      7n * UNIT,
    );
    const different = {
      ...request,
      lines: [
        { accountId: clearing.id, currency: 'CNY', amount: -8n * UNIT },
        { accountId: m.center.id, currency: 'CNY', amount: 8n * UNIT },
      ],
    };
    await expect(ledger.post(different)).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect((await ledger.memberAccount('hgtyc', m.center.memberId!, 'center', 'CNY')).balance).toBe(
      7n * UNIT,
    );
  });

  it('lets exactly as many concurrent debits through as the balance covers', async () => {
    const m = await newMember();
    const clearing = await ledger.houseAccount('hgtyc', 'deposit_clearing', 'CNY');
    const hold = await ledger.houseAccount('hgtyc', 'withdrawal_hold', 'CNY');
    await ledger.post({
      siteCode: 'hgtyc',
      kind: 'deposit',
      idempotencyKey: `fund-${m.center.id}`,
      lines: [
        { accountId: clearing.id, currency: 'CNY', amount: -50n * UNIT },
        { accountId: m.center.id, currency: 'CNY', amount: 50n * UNIT },
      ],
    });
    const attempts = await Promise.allSettled(
      Array.from({ length: 120 }, (_, i) =>
        ledger.post({
          siteCode: 'hgtyc',
          kind: 'withdrawal_hold',
          idempotencyKey: `debit-${m.center.id}-${i}`,
          lines: [
            { accountId: m.center.id, currency: 'CNY', amount: -UNIT },
            { accountId: hold.id, currency: 'CNY', amount: UNIT },
          ],
        }),
      ),
    );
    const ok = attempts.filter((a) => a.status === 'fulfilled').length;
    const refused = attempts.filter(
      (a) =>
        a.status === 'rejected' && a.reason instanceof AppError && a.reason.code === 'INSUFFICIENT_BALANCE',
    ).length;
    expect(ok).toBe(50);
    expect(refused).toBe(70);
    expect((await ledger.memberAccount('hgtyc', m.center.memberId!, 'center', 'CNY')).balance).toBe(0n);
    expect((await auditLedger(database.db)).problems).toEqual([]);
  });

  it('matches an in-memory model over random sequences of movements (property)', async () => {
    const m = await newMember();
    const clearing = await ledger.houseAccount('hgtyc', 'deposit_clearing', 'CNY');
    const exchange = await ledger.houseAccount('hgtyc', 'exchange', 'CNY');
    const exchangeUsdt = await ledger.houseAccount('hgtyc', 'exchange', 'USDT');
    const model = new Map<bigint, bigint>([
      [m.center.id, 0n],
      [m.venue.id, 0n],
      [m.usdt.id, 0n],
    ]);
    let key = 0;
    const op = fc.oneof(
      fc.record({ t: fc.constant('deposit' as const), amount: fc.bigInt({ min: 1n, max: 500n * UNIT }) }),
      fc.record({
        t: fc.constant('transfer' as const),
        from: fc.constantFrom('center', 'venue'),
        amount: fc.bigInt({ min: 1n, max: 300n * UNIT }),
      }),
      fc.record({
        t: fc.constant('exchange' as const),
        amount: fc.bigInt({ min: 1n, max: 200n * UNIT }),
        rate: fc.bigInt({ min: 1n, max: 9n }),
      }),
      fc.record({ t: fc.constant('withdraw' as const), amount: fc.bigInt({ min: 1n, max: 400n * UNIT }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const o of ops) {
          key += 1;
          let lines: { accountId: bigint; currency: string; amount: bigint }[];
          if (o.t === 'deposit') {
            lines = [
              { accountId: clearing.id, currency: 'CNY', amount: -o.amount },
              { accountId: m.center.id, currency: 'CNY', amount: o.amount },
            ];
          } else if (o.t === 'transfer') {
            const [from, to] = o.from === 'center' ? [m.center, m.venue] : [m.venue, m.center];
            lines = [
              { accountId: from.id, currency: 'CNY', amount: -o.amount },
              { accountId: to.id, currency: 'CNY', amount: o.amount },
            ];
          } else if (o.t === 'exchange') {
            // CNY out of the center wallet, USDT into the coin wallet, each side balanced through the house.
            const usdt = o.amount / (o.rate + 6n) || 1n;
            lines = [
              { accountId: m.center.id, currency: 'CNY', amount: -o.amount },
              { accountId: exchange.id, currency: 'CNY', amount: o.amount },
              { accountId: exchangeUsdt.id, currency: 'USDT', amount: -usdt },
              { accountId: m.usdt.id, currency: 'USDT', amount: usdt },
            ];
          } else {
            lines = [
              { accountId: m.center.id, currency: 'CNY', amount: -o.amount },
              { accountId: clearing.id, currency: 'CNY', amount: o.amount },
            ];
          }
          const next = new Map(model);
          for (const l of lines)
            if (next.has(l.accountId)) next.set(l.accountId, next.get(l.accountId)! + l.amount);
          const allowed = [...next.values()].every((v) => v >= 0n);
          try {
            await ledger.post({
              siteCode: 'hgtyc',
              kind: o.t,
              idempotencyKey: `prop-${m.center.id}-${key}`,
              lines,
            });
            expect(allowed).toBe(true);
            for (const [k, v] of next) model.set(k, v);
          } catch (error) {
            expect(allowed).toBe(false);
            expect((error as AppError).code).toBe('INSUFFICIENT_BALANCE');
          }
          for (const [accountId, expected] of model) {
            const row = await createLedgerRepository().readAccounts(database.db, [accountId]);
            expect(row[0]!.balance).toBe(expected);
          }
        }
      }),
      { numRuns: 25 },
    );
    expect((await auditLedger(database.db)).problems).toEqual([]);
  });

  it('the audit finds a balance that does not match its postings', async () => {
    const m = await newMember();
    const { sql } = await import('drizzle-orm');
    await database.db.execute(sql`update ledger_accounts set balance = 5 where id = ${m.venue.id}`);
    const report = await auditLedger(database.db);
    expect(report.problems.some((p) => p.startsWith(`account ${m.venue.id}:`))).toBe(true);
    await database.db.execute(sql`update ledger_accounts set balance = 0 where id = ${m.venue.id}`);
  });

  it('has a CHECK that keeps member balances non-negative even if code forgets', async () => {
    const m = await newMember();
    const { sql } = await import('drizzle-orm');
    await expect(
      database.db.execute(sql`update ledger_accounts set balance = -1 where id = ${m.center.id}`),
    ).rejects.toThrow();
  });
});
