import type { LiveRound, LiveTableState } from '@houseline/shared/api/contract/live-tables';
import type { AdminLiveTable } from '@houseline/shared/api/contract/live-tables-admin';
import type { ServerMessage } from '@houseline/shared/api/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOperator, operatorCall } from './console-helpers.ts';
import { BACKENDS, createTestApp, type TestContext } from './helpers.ts';
import { dealUntil, fakeClock, liveGet } from './live-tables-helpers.ts';
import { openSocket } from './odds-helpers.ts';
import { listenForSockets } from './realtime-helpers.ts';
import { operatorTokens } from './wallet-helpers.ts';

type TableFrame = Extract<ServerMessage, { type: 'live-table' }>;
type RoundFrame = Extract<ServerMessage, { type: 'live' }>;

/**
 * Issue 24 (decision 0084, amended): a member at a live table hears an operator's change at once.
 * Closing, reopening or re-limiting a table is pushed on the `live` topic to the sockets of the
 * table's brand only, in the stream's order (a reconnecting socket gets it replayed), and every
 * round snapshot carries the limits that round's bets are held to — the open round its own, the
 * next one the new ones.
 */
describe.each(BACKENDS)('a table change reaches its members at once (%s)', (backend) => {
  let ctx: TestContext;
  const clock = fakeClock();
  let trader: string;
  let url: string;
  let t1: AdminLiveTable;
  const dealer = () => ctx.app.services.liveTables.dealer;

  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      config: {
        jobs: false,
        liveTables: { bettingSeconds: 15, dealStepMs: 1000, settledPauseMs: 4000, shoeHands: 3 },
      },
      now: clock.now,
    });
    await operatorTokens(ctx);
    trader = await newOperator(ctx, 'optradpush', 'trader');
    url = await listenForSockets(ctx.app);
    await liveGet(ctx, '/tables');
    t1 = (await tables()).find((t) => t.code === 't1')!;
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  async function tables(): Promise<AdminLiveTable[]> {
    return (await operatorCall(ctx, trader, 'GET', '/api/admin/v1/live-tables')).body.data.list;
  }
  const update = async (change: Partial<AdminLiveTable>) => {
    const now = (await tables()).find((t) => t.id === t1.id)!;
    const edit = {
      id: now.id,
      active: now.active,
      minBet: now.minBet,
      maxBet: now.maxBet,
      maxPerRound: now.maxPerRound,
      bettingSeconds: now.bettingSeconds,
      ...change,
    };
    const answer = await operatorCall(ctx, trader, 'POST', '/api/admin/v1/live-tables/update', edit);
    expect(answer.body.status, JSON.stringify(answer.body)).toBe(true);
  };
  async function follow(site: string, since?: object) {
    const s = openSocket(url.replace('site_code=hgtyc', `site_code=${site}`));
    await s.ready;
    s.socket.send(JSON.stringify({ type: 'subscribe', topics: ['live'], ...(since ? { since } : {}) }));
    await new Promise((r) => setTimeout(r, 150));
    return {
      ...s,
      tableFrames: () => s.messages.filter((m) => m.type === 'live-table') as TableFrame[],
      rounds: () => s.messages.filter((m) => m.type === 'live') as RoundFrame[],
    };
  }
  const bettingRound = () =>
    dealUntil(
      ctx,
      clock,
      [dealer()],
      t1.id,
      (r) => r.phase === 'betting' && r.nextStepAt - clock.now().getTime() > 3_000,
    );

  it("pushes a close and a reopen to the table's brand only, and replays them to a socket that was away", async () => {
    const mine = await follow('hgtyc');
    const theirs = await follow('blty');
    await update({ active: false });
    expect(await mine.waitFor(() => mine.tableFrames().length === 1)).toBe(true);
    const closed = mine.tableFrames()[0]!;
    expect(closed.data).toMatchObject<Partial<LiveTableState>>({
      tableId: t1.id,
      open: false,
      minBet: t1.minBet,
      maxBet: t1.maxBet,
      maxPerRound: t1.maxPerRound,
    });
    await update({ active: true });
    expect(await mine.waitFor(() => mine.tableFrames().length === 2)).toBe(true);
    expect(mine.tableFrames()[1]!.data.open).toBe(true);
    expect(mine.tableFrames()[1]!.seq).toBeGreaterThan(closed.seq);
    // another brand's sockets hear nothing of it
    await new Promise((r) => setTimeout(r, 200));
    expect(theirs.tableFrames()).toEqual([]);
    // a socket back from before the close is given the table's newest settings, once
    const back = await follow('hgtyc', { live: { epoch: closed.epoch, seq: closed.seq - 1 } });
    expect(await back.waitFor(() => back.tableFrames().length > 0)).toBe(true);
    expect(back.tableFrames().map((f) => f.data.open)).toEqual([true]);
    for (const s of [mine, theirs, back]) s.socket.close();
  });

  it('pushes new limits at once; the open round keeps its own, the next round carries the new ones', async () => {
    const open = await bettingRound();
    const mine = await follow('hgtyc');
    await update({ minBet: '50', maxBet: '3000', maxPerRound: '6000' });
    expect(await mine.waitFor(() => mine.tableFrames().length === 1)).toBe(true);
    expect(mine.tableFrames()[0]!.data).toMatchObject({
      minBet: '50.0000',
      maxBet: '3000.0000',
      maxPerRound: '6000.0000',
    });
    // the round under way: its snapshots still carry the limits it opened with
    await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.id === open.id && r.phase !== 'betting');
    expect(await mine.waitFor(() => mine.rounds().some((f) => f.data.roundId === open.id))).toBe(true);
    const ofOpen = mine.rounds().filter((f) => f.data.roundId === open.id);
    expect(ofOpen.map((f) => f.data.limits)).toEqual(
      ofOpen.map(() => ({ minBet: t1.minBet, maxBet: t1.maxBet, maxPerRound: t1.maxPerRound })),
    );
    // the next round opens with the new ones
    const next = await dealUntil(
      ctx,
      clock,
      [dealer()],
      t1.id,
      (r) => r.id !== open.id && r.phase === 'betting',
    );
    expect(await mine.waitFor(() => mine.rounds().some((f) => f.data.roundId === next.id))).toBe(true);
    const first = mine.rounds().find((f) => f.data.roundId === next.id)!.data as LiveRound;
    expect(first.limits).toEqual({ minBet: '50.0000', maxBet: '3000.0000', maxPerRound: '6000.0000' });
    mine.socket.close();
  });
});
