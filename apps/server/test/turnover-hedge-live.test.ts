import type { LiveTable } from '@houseline/shared/api/contract/live-tables';
import type { HandOutcome } from '@houseline/shared/baccarat/deal';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { dealUntil, fakeClock, liveBet, liveGet, rowsOf, snapshots } from './live-tables-helpers.ts';
import { taskOf } from './tasks-helpers.ts';
import { auditMoney, depositByGateway } from './wallet-helpers.ts';

const U = 10_000n;

// Issue 23 item 8 (decision 0050): player and banker in one round count only their net exposure
// as valid turnover, for the withdrawal requirement, VIP, tasks and the agent's downline alike.

describe.each(BACKENDS)('hedged live-table bets count only their net exposure (%s)', (backend) => {
  let ctx: TestContext;
  const clock = fakeClock();
  let t1: LiveTable;
  let seen: ReturnType<typeof snapshots> = [];

  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      config: {
        jobs: false,
        liveTables: { bettingSeconds: 15, dealStepMs: 1000, settledPauseMs: 4000 },
      },
      now: clock.now,
    });
    seen = snapshots(ctx);
    const lobby = await liveGet(ctx, '/tables');
    t1 = (lobby.body.data.list as LiveTable[]).find((t) => !t.noCommission && t.minBet === '10.0000')!;
  }, 60_000);
  afterAll(async () => {
    expect((await auditMoney(ctx)).problems).toEqual([]);
    await ctx.close();
  });

  const get = (token: string, url: string) =>
    call(ctx.app, { method: 'GET', url, headers: clientHeaders('hgtyc', { t: token }) });
  const dealer = () => ctx.app.services.liveTables.dealer;

  async function progress(memberId: bigint): Promise<bigint> {
    const [r] = rowsOf<{ n: string }>(
      await ctx.database.db.execute(sql`select coalesce(sum(amount), 0)::text as n from turnover_entries
        where member_id = ${memberId} and kind = 'progress'`),
    );
    return BigInt(r!.n);
  }

  /** Deals `n` rounds at t1 with each player's bets in every one; the outcomes. */
  async function play(n: number, players: { token: string; bets: { side: string; amount: string }[] }[]) {
    const outcomes: HandOutcome[] = [];
    for (let i = 0; i < n; i += 1) {
      const open = await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.phase === 'betting');
      for (const p of players) {
        const placed = await liveBet(ctx, p.token, { tableId: t1.id, roundId: open.id, bets: p.bets });
        expect(placed.body.status).toBe(true);
      }
      await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.id === open.id && r.phase === 'settled');
      const final = seen.filter((s) => s.roundId === open.id).at(-1)!;
      outcomes.push(final.outcome!);
    }
    return outcomes;
  }

  it('10 rounds of player 100 + banker 100 clear neither the requirement nor the task; one side counts in full', async () => {
    const agent = await buildMember(ctx);
    const hedger = await buildMember(ctx);
    const straight = await buildMember(ctx);
    await ctx.database.db.execute(sql`update members set parent_id = ${agent.id} where id = ${hedger.id}`);
    // A credited deposit of 600 requires 600 of valid turnover before a withdrawal.
    await depositByGateway(ctx, hedger.token, '600', clock.now());
    await depositByGateway(ctx, straight.token, '600', clock.now());

    const outcomes = await play(10, [
      {
        token: hedger.token,
        bets: [
          { side: 'player', amount: '100' },
          { side: 'banker', amount: '100' },
        ],
      },
      { token: straight.token, bets: [{ side: 'player', amount: '100' }] },
    ]);
    const decided = BigInt(outcomes.filter((o) => o.winner !== 'tie').length);

    // The hedger: nothing counts, everywhere.
    expect.soft(await progress(hedger.id)).toBe(0n);
    const info = (await get(hedger.token, '/api/findmed/v1/withdraw/info')).body.data;
    expect.soft(info).toMatchObject({
      turnoverRequired: '600.0000',
      turnoverDone: '0.0000',
      withdrawable: '0.0000',
    });
    expect.soft(await taskOf(ctx, hedger.token, 'daily', 'daily_turnover_1')).toMatchObject({
      status: 'progress',
      current: '0.0000',
    });
    const vip = (await get(hedger.token, '/api/findmed/v1/member/vips')).body.data;
    expect.soft(vip.turnover).toBe('0.0000');
    const team = (await get(agent.token, '/api/findmed/v1/member/agent')).body.data;
    expect.soft(team.turnover.today).toBe('0.0000');

    // The member who backs one side: every decided round's stake counts.
    expect(await progress(straight.id)).toBe(decided * 100n * U);
  });

  it('player 300 against banker 100 counts 200; side bets count as they are', async () => {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '5000', clock.now());
    const bets = [
      { side: 'player', amount: '300' },
      { side: 'banker', amount: '100' },
      { side: 'player_pair', amount: '20' },
    ];
    // Rounds until one is decided (a tie returns player and banker: no turnover either way).
    let ties = 0n;
    for (let i = 0; i < 10; i += 1) {
      const [outcome] = await play(1, [{ token: m.token, bets }]);
      if (outcome!.winner !== 'tie') break;
      ties += 1n;
    }
    expect(await progress(m.id)).toBe(200n * U + (ties + 1n) * 20n * U);
    const rows = rowsOf<{ side: string; v: string }>(
      await ctx.database.db.execute(sql`select side, valid_stake::text as v from live_bets
        where member_id = ${m.id} and side <> 'player_pair' and valid_stake > 0`),
    );
    expect(rows.map((r) => [r.side, BigInt(r.v)])).toEqual([['player', 200n * U]]);
  });
});
