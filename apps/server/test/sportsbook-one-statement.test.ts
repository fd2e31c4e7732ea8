import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBetRepository, type OneStatementPlacement } from '../src/modules/sportsbook/bet.repository.ts';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { seedMatch } from './sportsbook-helpers.ts';
import { auditMoney, depositByGateway } from './wallet-helpers.ts';

/**
 * Placement's single write statement (decision 0021) on its own: whatever the service checked
 * before, the statement re-checks each leg and writes the bet, its legs and the ledger entry
 * together — or nothing.
 */
describe.each(BACKENDS)('sportsbook placement statement (%s)', (backend) => {
  let ctx: TestContext;
  const repo = createBetRepository();

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
  });
  afterAll(async () => {
    expect((await auditMoney(ctx)).problems).toEqual([]);
    await ctx.close();
  });

  const count = async (query: ReturnType<typeof sql>) => {
    const r = await ctx.database.db.execute(query);
    return (((r as { rows?: unknown[] }).rows ?? r) as { n: number }[])[0]!.n;
  };

  async function placement(requestId: string, oddsK: number, stake = 100_000n) {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '50');
    const match = await seedMatch(ctx);
    const selectionId = BigInt(match.markets['1x2']!.sel.home!);
    const [state] = await repo.selections(ctx.database.db, [selectionId]);
    const { ledger } = ctx.app.services;
    const center = (await ledger.memberAccount('hgtyc', m.id, 'center', 'CNY')).id;
    const house = (await ledger.houseAccount('hgtyc', 'game_pnl:sportsbook', 'CNY')).id;
    const lines = [
      { accountId: center, currency: 'CNY', amount: -stake },
      { accountId: house, currency: 'CNY', amount: stake },
    ];
    const p: OneStatementPlacement = {
      bet: {
        siteCode: 'hgtyc',
        memberId: m.id,
        requestId,
        kind: 'single',
        currency: 'CNY',
        stake,
        oddsK: BigInt(oddsK),
        potentialReturn: (stake * BigInt(oddsK)) / 1000n,
        oddsPolicy: 'any',
        live: false,
        placedAt: new Date(),
      },
      legs: [{ state: state!, oddsK }],
      books: ctx.app.services.books.inStatement({
        purpose: 'stake',
        memberId: m.id,
        siteCode: 'hgtyc',
        kind: 'bet',
        memo: 'sportsbook bet',
        lines,
      }),
    };
    return { m, match, selectionId, p };
  }

  const betsOf = (memberId: bigint) =>
    count(sql`select count(*)::int as n from sb_bets where member_id = ${memberId}`);
  const postingsOf = (memberId: bigint) =>
    count(sql`select count(*)::int as n from ledger_postings p join ledger_accounts a on a.id = p.account_id
      where a.member_id = ${memberId}`);

  it('writes the bet, its legs and the debit together, and a second slip under the request id nothing', async () => {
    const { m, p } = await placement('one-statement-ok', 2100);
    const before = await postingsOf(m.id);
    const placed = await repo.placeInOneStatement(ctx.database.db, p);
    expect(placed.kind).toBe('placed');
    const id = placed.kind === 'placed' ? placed.id : 0n;
    expect(await count(sql`select count(*)::int as n from sb_bet_legs where bet_id = ${id}`)).toBe(1);
    expect(await postingsOf(m.id)).toBe(before + 1);
    expect(await repo.placeInOneStatement(ctx.database.db, p)).toEqual({ kind: 'duplicate' });
    expect(await betsOf(m.id)).toBe(1);
    expect(await postingsOf(m.id)).toBe(before + 1);
  });

  it('writes nothing when a leg is stale: odds moved, market suspended, match suspended or over', async () => {
    const moved = await placement('one-statement-moved', 2000); // the selection is at 2.100
    expect(await repo.placeInOneStatement(ctx.database.db, moved.p)).toEqual({ kind: 'stale' });
    expect(await betsOf(moved.m.id)).toBe(0);

    const cases: [string, (matchId: number, marketId: number) => ReturnType<typeof sql>][] = [
      ['market', (_, marketId) => sql`update sb_markets set status = 'suspended' where id = ${marketId}`],
      ['match', (matchId) => sql`update sb_matches set suspended = true where id = ${matchId}`],
      ['finished', (matchId) => sql`update sb_matches set status = 'finished' where id = ${matchId}`],
    ];
    for (const [name, change] of cases) {
      const { m, match, p } = await placement(`one-statement-${name}`, 2100);
      await ctx.database.db.execute(change(match.id, match.markets['1x2']!.id));
      const before = await postingsOf(m.id);
      expect(await repo.placeInOneStatement(ctx.database.db, p), name).toEqual({ kind: 'stale' });
      expect(await betsOf(m.id), name).toBe(0);
      expect(await postingsOf(m.id), name).toBe(before);
    }
  });

  it('writes nothing when the balance does not cover the stake (the debit aborts the statement)', async () => {
    const { m, p } = await placement('one-statement-broke', 2100, 600_000n); // 60.00 of 50.00
    const before = await postingsOf(m.id);
    await expect(repo.placeInOneStatement(ctx.database.db, p)).rejects.toThrow();
    expect(await betsOf(m.id)).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from sb_bet_legs g join sb_bets b on b.id = g.bet_id
      where b.member_id = ${m.id}`),
    ).toBe(0);
    expect(await postingsOf(m.id)).toBe(before);
  });

  it("writes nothing and answers refused when the books port's guard says no (a disabled member)", async () => {
    const { m, p } = await placement('one-statement-disabled', 2100);
    await ctx.database.db.execute(sql`update members set status = 'disabled' where id = ${m.id}`);
    const before = await postingsOf(m.id);
    expect(await repo.placeInOneStatement(ctx.database.db, p)).toEqual({ kind: 'refused' });
    expect(await betsOf(m.id)).toBe(0);
    expect(await postingsOf(m.id)).toBe(before);
  });
});
