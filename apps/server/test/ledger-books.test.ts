import { sql } from 'drizzle-orm';
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

/** The rows behind a database answer, whichever driver gave it. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Issue 8, items 6 and 15: the books are append-only, and a post (one PL/pgSQL call) moves exactly
 * what its postings say, never below zero, however many debits race for the same wallet.
 */
describe.each(BACKENDS)('ledger books (%s)', (backend) => {
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
      username: `bk${memberSeq}x${Date.now() % 100000}`.slice(0, 11),
      passwordHash: 'x',
    });
    return {
      center: await ledger.memberAccount('hgtyc', member.id, 'center', 'CNY'),
      venue: await ledger.memberAccount('hgtyc', member.id, 'venue:demo', 'CNY'),
    };
  }

  async function fund(accountId: bigint, amount: bigint, key: string) {
    const clearing = await ledger.houseAccount('hgtyc', 'deposit_clearing', 'CNY');
    return ledger.post({
      siteCode: 'hgtyc',
      kind: 'deposit',
      idempotencyKey: key,
      lines: [
        { accountId: clearing.id, currency: 'CNY', amount: -amount },
        { accountId, currency: 'CNY', amount },
      ],
    });
  }

  it('refuses UPDATE, DELETE and TRUNCATE on entries and postings', async () => {
    const m = await newMember();
    const posted = await fund(m.center.id, 10n * UNIT, `books-${m.center.id}`);
    const refused = [
      sql`update ledger_entries set memo = 'rewritten' where id = ${posted.entryId}`,
      sql`delete from ledger_entries where id = ${posted.entryId}`,
      sql`update ledger_postings set amount = amount * 2 where entry_id = ${posted.entryId}`,
      sql`delete from ledger_postings where entry_id = ${posted.entryId}`,
      sql`truncate ledger_postings`,
      sql`truncate ledger_entries cascade`,
    ];
    for (const statement of refused) {
      await expect(database.db.execute(statement)).rejects.toThrow();
    }
    const [row] = rowsOf<{ memo: string; n: number | bigint }>(
      await database.db.execute(
        sql`select e.memo, (select count(*) from ledger_postings p where p.entry_id = e.id)::int as n
            from ledger_entries e where e.id = ${posted.entryId}`,
      ),
    );
    expect(row?.memo).toBe('');
    expect(Number(row?.n)).toBe(2);
    expect((await auditLedger(database.db)).problems).toEqual([]);
  });

  it('books exactly the covered count of a 50-way concurrent debit burst, never below zero', async () => {
    const m = await newMember();
    const hold = await ledger.houseAccount('hgtyc', 'withdrawal_hold', 'CNY');
    const allowed = 17;
    await fund(m.center.id, BigInt(allowed) * 3n * UNIT, `burst-fund-${m.center.id}`);
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        ledger.post({
          siteCode: 'hgtyc',
          kind: 'withdrawal_hold',
          idempotencyKey: `burst-${m.center.id}-${i}`,
          lines: [
            { accountId: m.center.id, currency: 'CNY', amount: -3n * UNIT },
            { accountId: hold.id, currency: 'CNY', amount: 3n * UNIT },
          ],
        }),
      ),
    );
    const booked = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter(
      (a) =>
        a.status === 'rejected' && a.reason instanceof AppError && a.reason.code === 'INSUFFICIENT_BALANCE',
    );
    expect(booked).toHaveLength(allowed);
    expect(refused).toHaveLength(50 - allowed);
    // Every balance a booked debit reports is distinct and non-negative: each saw the one before it.
    const afters = booked.map(
      (a) =>
        (a as PromiseFulfilledResult<Awaited<ReturnType<LedgerService['post']>>>).value.postings.find(
          (p) => p.accountId === m.center.id,
        )!.balanceAfter!,
    );
    expect(new Set(afters).size).toBe(allowed);
    expect(afters.every((b) => b >= 0n)).toBe(true);
    const [row] = await createLedgerRepository().readAccounts(database.db, [m.center.id]);
    expect(row!.balance).toBe(0n);
    expect((await auditLedger(database.db)).problems).toEqual([]);
  });

  it('moves each account by exactly the sum of its postings (property)', async () => {
    const a = await newMember();
    const b = await newMember();
    const clearing = await ledger.houseAccount('hgtyc', 'deposit_clearing', 'CNY');
    const hold = await ledger.houseAccount('hgtyc', 'withdrawal_hold', 'CNY');
    const members = [a.center.id, a.venue.id, b.center.id, b.venue.id];
    const house = [clearing.id, hold.id];
    let key = 0;
    // A random balanced entry: up to 7 signed lines over member and house accounts (an account may
    // repeat), closed by one house line that balances them.
    const entry = fc
      .array(
        fc.record({
          account: fc.constantFrom(...members, ...house),
          amount: fc.bigInt({ min: -300n * UNIT, max: 400n * UNIT }).filter((x) => x !== 0n),
        }),
        { minLength: 1, maxLength: 7 },
      )
      .chain((lines) => {
        const sum = lines.reduce((s, l) => s + l.amount, 0n);
        return sum === 0n
          ? fc.constant(lines)
          : fc.constantFrom(...house).map((account) => [...lines, { account, amount: -sum }]);
      })
      .filter((lines) => lines.length >= 2);

    const balances = async () => {
      const rows = await createLedgerRepository().readAccounts(database.db, [...members, ...house]);
      return new Map(rows.map((r) => [r.id, r.balance]));
    };
    const postingSums = async () => {
      const rows = rowsOf<{ account_id: string | number | bigint; total: string | number | bigint }>(
        await database.db.execute(
          sql`select account_id, coalesce(sum(amount), 0)::text as total from ledger_postings
              where account_id in (${sql.join(
                [...members, ...house].map((id) => sql`${id}`),
                sql`, `,
              )}) group by account_id`,
        ),
      );
      return new Map(rows.map((r) => [BigInt(r.account_id), BigInt(r.total)]));
    };

    await fc.assert(
      fc.asyncProperty(entry, async (lines) => {
        key += 1;
        const before = await balances();
        const sumsBefore = await postingSums();
        const net = new Map<bigint, bigint>();
        for (const l of lines) net.set(l.account, (net.get(l.account) ?? 0n) + l.amount);
        const covered = members.every((id) => before.get(id)! + (net.get(id) ?? 0n) >= 0n);
        let result: Awaited<ReturnType<LedgerService['post']>> | undefined;
        try {
          result = await ledger.post({
            siteCode: 'hgtyc',
            kind: 'property',
            idempotencyKey: `books-prop-${a.center.id}-${key}`,
            lines: lines.map((l) => ({ accountId: l.account, currency: 'CNY', amount: l.amount })),
          });
        } catch (error) {
          expect((error as AppError).code).toBe('INSUFFICIENT_BALANCE');
        }
        expect(result !== undefined).toBe(covered);
        const after = await balances();
        const sumsAfter = await postingSums();
        for (const id of members) {
          const expected = before.get(id)! + (result ? (net.get(id) ?? 0n) : 0n);
          expect(after.get(id)).toBe(expected);
          // The materialised balance is the sum of the postings, before and after.
          expect(sumsAfter.get(id) ?? 0n).toBe(after.get(id));
        }
        for (const id of house) {
          expect(after.get(id)).toBe(0n);
          expect((sumsAfter.get(id) ?? 0n) - (sumsBefore.get(id) ?? 0n)).toBe(
            result ? (net.get(id) ?? 0n) : 0n,
          );
        }
        if (result) {
          // The answer reports each line in order, with the running member balance after it.
          expect(result.postings.map((p) => [p.accountId, p.amount])).toEqual(
            lines.map((l) => [l.account, l.amount]),
          );
          const running = new Map(before);
          for (const p of result.postings) {
            if (!members.includes(p.accountId)) {
              expect(p.balanceAfter).toBeNull();
              continue;
            }
            running.set(p.accountId, running.get(p.accountId)! + p.amount);
            expect(p.balanceAfter).toBe(running.get(p.accountId));
          }
        }
      }),
      { numRuns: backend === 'postgres' ? 60 : 40 },
    );
    expect((await auditLedger(database.db)).problems).toEqual([]);
  });
});
