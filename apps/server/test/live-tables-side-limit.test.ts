import type { LiveTable } from '@houseline/shared/api/contract/live-tables';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import {
  centerBalance,
  dealUntil,
  fakeClock,
  fund,
  liveBet,
  liveGet,
  rowsOf,
} from './live-tables-helpers.ts';
import { auditMoney } from './wallet-helpers.ts';

const U = 10_000n;

// Issue 23 item 9: a table side's maximum (t1: 5 000 a side, 10 000 a round) holds for the
// member's total on that side in the round, not per request — also under a burst of 50.

describe.each(BACKENDS)('live tables: the side maximum holds per round (%s)', (backend) => {
  let ctx: TestContext;
  const clock = fakeClock();
  let t1: LiveTable;
  const dealer = () => ctx.app.services.liveTables.dealer;

  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      config: {
        jobs: false,
        liveTables: { bettingSeconds: 15, dealStepMs: 1000, settledPauseMs: 4000 },
      },
      now: clock.now,
    });
    const lobby = await liveGet(ctx, '/tables');
    t1 = (lobby.body.data.list as LiveTable[]).find((t) => !t.noCommission && t.minBet === '10.0000')!;
    expect(t1).toMatchObject({ maxBet: '5000.0000' });
  }, 60_000);
  afterAll(async () => {
    expect((await auditMoney(ctx)).problems).toEqual([]);
    await ctx.close();
  });

  async function sideTotal(memberId: bigint, roundId: number, side: string): Promise<bigint> {
    const [r] = rowsOf<{ n: string }>(
      await ctx.database.db.execute(sql`select coalesce(sum(stake), 0)::text as n from live_bets
        where member_id = ${memberId} and round_id = ${roundId} and side = ${side}`),
    );
    return BigInt(r!.n);
  }

  it('two requests of 5 000 on one side: the second is refused; the other side still takes 5 000', async () => {
    const m = await buildMember(ctx);
    await fund(ctx, m.id, '20000');
    const open = await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.phase === 'betting');
    const bet = (bets: { side: string; amount: string }[]) =>
      liveBet(ctx, m.token, { tableId: t1.id, roundId: open.id, bets });
    expect((await bet([{ side: 'player', amount: '5000' }])).body.status).toBe(true);
    expect((await bet([{ side: 'player', amount: '5000' }])).body).toMatchObject({
      status: false,
      code: 'SIDE_LIMIT',
      data: expect.stringContaining('5000'),
    });
    // All or nothing: a request one of whose sides would cross its maximum places nothing.
    expect(
      (
        await bet([
          { side: 'banker', amount: '100' },
          { side: 'player', amount: '10' },
        ])
      ).body.code,
    ).toBe('SIDE_LIMIT');
    expect((await bet([{ side: 'banker', amount: '5000' }])).body.status).toBe(true);
    expect(await sideTotal(m.id, open.id, 'player')).toBe(5_000n * U);
    expect(await sideTotal(m.id, open.id, 'banker')).toBe(5_000n * U);
    expect(await centerBalance(ctx, m.id)).toBe(10_000n * U);
    await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.id === open.id && r.phase === 'settled');
  });

  it('50 concurrent requests of 200 on one side: at most 5 000 is accepted', async () => {
    const m = await buildMember(ctx);
    await fund(ctx, m.id, '20000');
    const open = await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.phase === 'betting');
    const burst = await Promise.all(
      Array.from({ length: 50 }, () =>
        liveBet(ctx, m.token, {
          tableId: t1.id,
          roundId: open.id,
          bets: [{ side: 'banker', amount: '200' }],
        }),
      ),
    );
    expect(burst.every((r) => r.status < 500)).toBe(true);
    const accepted = burst.filter((r) => r.body.status);
    expect(accepted).toHaveLength(25);
    expect(new Set(burst.filter((r) => !r.body.status).map((r) => r.body.code))).toEqual(
      new Set(['SIDE_LIMIT']),
    );
    expect(await sideTotal(m.id, open.id, 'banker')).toBe(5_000n * U);
    expect(await centerBalance(ctx, m.id)).toBe(15_000n * U);
    await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.id === open.id && r.phase === 'settled');
  });
});
