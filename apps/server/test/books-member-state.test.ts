import { randomUUID } from 'node:crypto';
import type { LiveTable } from '@houseline/shared/api/contract/live-tables';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { centerBalance, dealUntil, fakeClock, latestRound, liveGet } from './live-tables-helpers.ts';
import { seedMatch, slip } from './sportsbook-helpers.ts';
import { openGame, round, rowsOf, SEAMLESS_VENUE, seamlessCall } from './venue-rounds-helpers.ts';
import { adminPost, auditMoney, depositByGateway, operatorTokens } from './wallet-helpers.ts';

/**
 * Issue 23 item 6: a member disabled by an operator is refused, in the books port's own
 * transaction, every movement that stakes or moves money into play — seamless debits, sportsbook
 * and live-table bets, transfers into a venue — even when the request got past the session check
 * a moment before (the services are called directly, as a route would after its check). What is
 * owed to the member (the credit of a round debited before, a bet accepted before) is still booked.
 */
describe.each(BACKENDS)('a disabled member moves no money into play (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };
  const clock = fakeClock();
  let table: LiveTable;

  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      config: {
        jobs: false,
        liveTables: { bettingSeconds: 15, dealStepMs: 1000, settledPauseMs: 4000, shoeHands: 3 },
      },
      now: clock.now,
    });
    ops = await operatorTokens(ctx);
    const lobby = await liveGet(ctx, '/tables');
    table = (lobby.body.data.list as LiveTable[]).find((t) => t.minBet === '10.0000')!;
  }, 60_000);
  afterAll(async () => {
    const report = await auditMoney(ctx);
    expect(report.problems).toEqual([]);
    await ctx.close();
  });

  async function funded(amount: string) {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, amount);
    return { ...m, player: `hgtyc_${m.id}` };
  }

  async function disable(username: string) {
    const res = await adminPost(ctx, ops.admin, 'members/disable', { username, reason: 'fraud review' });
    expect(res.body.data.status).toBe('disabled');
  }

  async function count(query: ReturnType<typeof sql>): Promise<number> {
    return Number(rowsOf<{ n: number }>(await ctx.database.db.execute(query))[0]?.n ?? 0);
  }

  it('seamless: spins after the disable are refused (final per txnId); the open round is still credited', async () => {
    const m = await funded('100');
    // The member plays the seamless game (a debit needs their live session there, item 7).
    await openGame(ctx, m.token);
    const open = round(m.player);
    expect((await seamlessCall(ctx, 'debit', open.debit('10'))).body).toEqual({
      status: 'ok',
      balance: '90.0000',
    });
    await disable(m.username);
    const answers: unknown[] = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push((await seamlessCall(ctx, 'debit', round(m.player).debit('1'))).body);
    }
    const accepted = answers.filter((a) => (a as { status: string }).status === 'ok').length;
    expect({ accepted, first: answers[0] }).toEqual({
      accepted: 0,
      first: { status: 'refused', reason: 'member_disabled' },
    });
    // The refusal is the txnId's answer: the same call again answers the same and moves nothing.
    const again = round(m.player).debit('1');
    const firstTime = (await seamlessCall(ctx, 'debit', again)).body;
    expect((await seamlessCall(ctx, 'debit', again)).body).toEqual(firstTime);
    expect(await centerBalance(ctx, m.id)).toBe(900_000n);
    // Money the venue owes for a round it debited before the disable is booked.
    expect((await seamlessCall(ctx, 'credit', open.credit('25'))).body).toEqual({
      status: 'ok',
      balance: '115.0000',
    });
    const rounds = await count(sql`select count(*)::int as n from venue_bets
      where venue = ${SEAMLESS_VENUE} and member_id = ${m.id}`);
    expect(rounds).toBe(1);
  });

  it('sportsbook: a bet past the session check is refused; a bet accepted before is still paid', async () => {
    const m = await funded('500');
    const match = await seedMatch(ctx);
    const home = match.markets['1x2']!.sel.home!;
    const bets = ctx.app.services.sportsbook.bets;
    await bets.place('hgtyc', m.id, slip([{ selectionId: home, odds: '2.100' }], '100') as never);
    await disable(m.username);
    await expect(
      bets.place('hgtyc', m.id, slip([{ selectionId: home, odds: '2.100' }], '100') as never),
    ).rejects.toMatchObject({ code: 'ACCOUNT_DISABLED' });
    expect(await count(sql`select count(*)::int as n from sb_bets where member_id = ${m.id}`)).toBe(1);
    expect(await centerBalance(ctx, m.id)).toBe(4_000_000n);
    await ctx.app.services.sportsbook.settlement.settleMatch(
      BigInt(match.id),
      { ftHome: 1, ftAway: 0, h1Home: 0, h1Away: 0 },
      'feed',
    );
    expect(await centerBalance(ctx, m.id)).toBe(6_100_000n); // 400 + 210 paid
  });

  it('live table: a bet past the session check is refused and moves nothing', async () => {
    const m = await funded('500');
    const open = await dealUntil(ctx, clock, [ctx.app.services.liveTables.dealer], table.id, (r) => {
      return r.phase === 'betting';
    });
    await disable(m.username);
    await expect(
      ctx.app.services.liveTables.live.bet('hgtyc', m.id, {
        tableId: table.id,
        roundId: open.id,
        bets: [{ side: 'player', amount: '10' }],
        requestId: randomUUID(),
      } as never),
    ).rejects.toMatchObject({ code: 'ACCOUNT_DISABLED' });
    expect(await centerBalance(ctx, m.id)).toBe(5_000_000n);
    expect(await count(sql`select count(*)::int as n from live_bets where member_id = ${m.id}`)).toBe(0);
    expect((await latestRound(ctx, table.id))?.id).toBe(open.id);
  });

  it('transfer into a venue past the session check is refused; nothing leaves the center wallet', async () => {
    const m = await funded('100');
    await disable(m.username);
    await expect(
      ctx.app.services.transfers.transfer('hgtyc', 'zh-CN', m.id, {
        from: 'center',
        to: 'demo_slot',
        amount: '50',
        requestId: `t-${m.id}-in`,
      }),
    ).rejects.toMatchObject({ code: 'ACCOUNT_DISABLED' });
    expect(await centerBalance(ctx, m.id)).toBe(1_000_000n);
    expect(await count(sql`select count(*)::int as n from venue_transfers where member_id = ${m.id}`)).toBe(
      0,
    );
  });
  it('the port pushes a balance only after its transaction commits, never for one rolled back', async () => {
    const m = await buildMember(ctx);
    const { books, events } = ctx.app.services;
    const center = (await books.memberAccount('hgtyc', m.id, 'center', 'CNY')).id;
    const funding = (await books.houseAccount('hgtyc', 'test_funding', 'CNY')).id;
    const grant = (key: string) => ({
      purpose: 'adjustment' as const,
      memberId: m.id,
      siteCode: 'hgtyc',
      kind: 'adjustment',
      idempotencyKey: `books-test:${key}:${m.id}`,
      lines: [
        { accountId: funding, currency: 'CNY', amount: -10_000n },
        { accountId: center, currency: 'CNY', amount: 10_000n },
      ],
    });
    const pushed = vi.spyOn(events, 'balanceChanged');
    await books.transaction(async (tx) => {
      await books.move(tx, grant('commit'));
      expect(pushed).not.toHaveBeenCalled(); // still inside the transaction
    });
    expect(pushed).toHaveBeenCalledWith('hgtyc', m.id);
    pushed.mockClear();
    await expect(
      books.transaction(async (tx) => {
        await books.move(tx, grant('rollback'));
        throw new Error('the caller fails after the movement');
      }),
    ).rejects.toThrow('the caller fails');
    expect(pushed).not.toHaveBeenCalled();
    expect(await centerBalance(ctx, m.id)).toBe(10_000n);
    // A movement outside a books transaction is a programming error, refused before it posts.
    await expect(ctx.database.db.transaction((tx) => books.move(tx, grant('outside')))).rejects.toThrow(
      'books.transaction',
    );
    pushed.mockRestore();
  });
});
