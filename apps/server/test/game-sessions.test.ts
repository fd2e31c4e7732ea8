import { randomUUID } from 'node:crypto';
import { launchResultSchema, venueBackResultSchema } from '@houseline/shared/api/contract/casino';
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSessions, venueTransfers } from '../src/platform/db/schema.ts';
import {
  createGameTestApp,
  fundedMember,
  GAME,
  type GameTestContext,
  heartbeat,
  launch,
  venueBack,
  walletsOf,
} from './game-sessions-helpers.ts';
import { BACKENDS, buildMember } from './helpers.ts';
import { auditMoney } from './wallet-helpers.ts';

describe.each(BACKENDS)('game sessions (%s)', (backend) => {
  let ctx: GameTestContext;
  beforeAll(async () => {
    ctx = await createGameTestApp(backend);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const transfersOf = (memberId: bigint) =>
    ctx.database.db.select().from(venueTransfers).where(eq(venueTransfers.memberId, memberId));
  const countSessions = async (where: SQL | undefined) =>
    (await ctx.database.db.select({ n: count() }).from(gameSessions).where(where))[0]?.n ?? 0;
  const sessionsOf = (memberId: bigint) =>
    ctx.database.db.select().from(gameSessions).where(eq(gameSessions.memberId, memberId));

  it('launches a transfer venue: the whole center balance moves in once, a signed URL comes back', async () => {
    const m = await fundedMember(ctx, '500');
    const requestId = randomUUID();
    const res = await launch(ctx, m.token, { gameId: GAME.slot, requestId });
    expect(res.body.status).toBe(true);
    const data = launchResultSchema.parse(res.body.data);
    expect(data).toMatchObject({
      gameid: GAME.slot,
      platform: 'h5',
      mode: 'frame',
      venue: 'demo_slot',
      walletMode: 'transfer',
      autoTransfer: true,
      transfer: { amount: '500.0000', status: 'succeeded' },
      venueBalance: '500.0000',
    });
    expect(data.url).toMatch(/^https:\/\/venue\.test\/play\/slot-prism\?t=/);
    expect(ctx.stub.calls.at(-1)).toMatchObject({
      venue: 'demo_slot',
      gameCode: 'slot-prism',
      player: `hgtyc_${m.id}`,
      platform: 'h5',
      locale: 'zh-CN',
      currency: 'CNY',
    });
    expect(await walletsOf(ctx, m.token)).toMatchObject({ center: '0.0000', demo_slot: '500.0000' });

    // Replayed: the same session, a fresh URL, the same transfer reported, nothing moves again.
    const again = await launch(ctx, m.token, { gameId: GAME.slot, requestId });
    expect(again.body.data.sessionId).toBe(data.sessionId);
    expect(again.body.data.url).not.toBe(data.url);
    expect(again.body.data.transfer).toEqual({ amount: '500.0000', status: 'succeeded' });
    expect(await transfersOf(m.id)).toHaveLength(1);
    expect(await sessionsOf(m.id)).toHaveLength(1);
    expect(await walletsOf(ctx, m.token)).toMatchObject({ center: '0.0000', demo_slot: '500.0000' });
  });

  it('moves the balance exactly once under 50 concurrent launches with one request id', async () => {
    const m = await fundedMember(ctx, '300');
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => launch(ctx, m.token, { gameId: GAME.cards, requestId })),
    );
    expect(answers.every((a) => a.body.status === true)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data.sessionId)).size).toBe(1);
    // Every answer reports the one transfer (or, before it was made, none): never a second attempt.
    for (const a of answers) {
      if (a.body.data.transfer !== null) {
        // A replay answered while the winner's venue call is in flight sees it pending.
        expect(a.body.data.transfer.amount).toBe('300.0000');
        expect(['succeeded', 'pending']).toContain(a.body.data.transfer.status);
      }
    }
    expect(answers.some((a) => a.body.data.transfer?.status === 'succeeded')).toBe(true);
    const moved = await transfersOf(m.id);
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ direction: 'in', amount: 3_000_000n, venue: 'demo_chess' });
    expect(await sessionsOf(m.id)).toHaveLength(1);
    expect(await walletsOf(ctx, m.token)).toMatchObject({ center: '0.0000', demo_chess: '300.0000' });
    expect((await auditMoney(ctx)).problems).toEqual([]);
  });

  it('leaves seamless venues and auto-transfer off alone', async () => {
    const m = await fundedMember(ctx, '200');
    const seamless = launchResultSchema.parse(
      (await launch(ctx, m.token, { gameId: GAME.seamless })).body.data,
    );
    expect(seamless).toMatchObject({ walletMode: 'seamless', transfer: null, venueBalance: '0.0000' });
    const off = await launch(ctx, m.token, { gameId: GAME.slot, autoTransfer: false, platform: 'pc' });
    expect(off.body.data).toMatchObject({ autoTransfer: false, transfer: null, platform: 'pc' });
    expect(await transfersOf(m.id)).toHaveLength(0);
    expect((await walletsOf(ctx, m.token)).center).toBe('200.0000');
  });

  it('a new launch replaces the open session; venue back ends it and brings the money home', async () => {
    const m = await fundedMember(ctx, '400');
    const first = (await launch(ctx, m.token, { gameId: GAME.slot })).body.data;
    const second = (await launch(ctx, m.token, { gameId: GAME.cards })).body.data;
    expect(second.transfer).toBeNull(); // the center wallet is empty: the money is at demo_slot
    const rows = await sessionsOf(m.id);
    expect(rows.find((r) => r.id === first.sessionId)).toMatchObject({ endReason: 'replaced' });
    expect(rows.find((r) => r.id === second.sessionId)).toMatchObject({ endedAt: null });

    const requestId = randomUUID();
    const back = venueBackResultSchema.parse((await venueBack(ctx, m.token, requestId)).body.data);
    expect(back).toMatchObject({ recovered: '400.0000', status: 'succeeded' });
    expect(back.wallets.find((w) => w.code === 'center')?.balance).toBe('400.0000');
    expect((await sessionsOf(m.id)).find((r) => r.id === second.sessionId)).toMatchObject({
      endReason: 'back',
    });

    // Replayed venue back: nothing left to move, nothing moves twice.
    const replay = (await venueBack(ctx, m.token, requestId)).body.data;
    expect(replay).toMatchObject({ recovered: '0.0000', status: 'none' });
    expect((await walletsOf(ctx, m.token)).center).toBe('400.0000');
    expect((await transfersOf(m.id)).filter((t) => t.direction === 'out')).toHaveLength(1);
  });

  it('venue back with auto-transfer off recovers nothing', async () => {
    const m = await fundedMember(ctx, '100');
    await launch(ctx, m.token, { gameId: GAME.slot });
    await launch(ctx, m.token, { gameId: GAME.slot2, autoTransfer: false });
    const back = (await venueBack(ctx, m.token)).body.data;
    expect(back).toMatchObject({ recovered: '0.0000', status: 'none' });
    expect(await walletsOf(ctx, m.token)).toMatchObject({ center: '0.0000', demo_slot: '100.0000' });
  });

  it('a venue that does not answer the launch: VENUE_UNAVAILABLE, money safe at the venue, a retry launches', async () => {
    const m = await fundedMember(ctx, '250');
    const requestId = randomUUID();
    ctx.stub.down = true;
    try {
      const res = await launch(ctx, m.token, { gameId: GAME.slot, requestId });
      expect(res.body).toMatchObject({
        status: false,
        code: 'VENUE_UNAVAILABLE',
        data: '场馆维护中，请稍后再试',
      });
    } finally {
      ctx.stub.down = false;
    }
    expect(await walletsOf(ctx, m.token)).toMatchObject({ center: '0.0000', demo_slot: '250.0000' });
    const retry = (await launch(ctx, m.token, { gameId: GAME.slot, requestId })).body;
    expect(retry.status).toBe(true);
    expect(retry.data.transfer).toEqual({ amount: '250.0000', status: 'succeeded' });
    expect(await transfersOf(m.id)).toHaveLength(1);
  });

  it('heartbeats touch only the open session of that game, never fail without one', async () => {
    const m = await fundedMember(ctx, '50');
    const other = await buildMember(ctx);
    expect((await heartbeat(ctx, m.token, GAME.slot)).body).toEqual({
      status: true,
      data: { sessionId: null, nextMs: 30_000 },
    });
    const session = (await launch(ctx, m.token, { gameId: GAME.slot })).body.data.sessionId as string;
    const seen = async () =>
      (await ctx.database.db.select().from(gameSessions).where(eq(gameSessions.id, session)))[0]!.lastSeenAt;
    const before = await seen();
    ctx.advance(20_000);
    expect((await heartbeat(ctx, m.token, GAME.slot)).body.data.sessionId).toBe(session);
    expect((await seen()).getTime()).toBeGreaterThanOrEqual(before.getTime() + 20_000);
    expect((await heartbeat(ctx, m.token, 0)).body.data.sessionId).toBeNull();
    expect((await heartbeat(ctx, m.token, GAME.cards)).body.data.sessionId).toBeNull();
    // Another member's heartbeat and venue back never reach this session.
    expect((await heartbeat(ctx, other.token, GAME.slot)).body.data.sessionId).toBeNull();
    expect((await venueBack(ctx, other.token)).body.data.status).toBe('none');
    expect((await heartbeat(ctx, m.token, GAME.slot)).body.data.sessionId).toBe(session);
    await venueBack(ctx, m.token);
  });

  it('the idle job ends a silent session once and recovers its money once, even with two runners', async () => {
    const m = await fundedMember(ctx, '120');
    const session = (await launch(ctx, m.token, { gameId: GAME.cards })).body.data.sessionId as string;
    const alive = await fundedMember(ctx, '80');
    const job = ctx.app.services.jobs.find((j) => j.name === 'game-sessions.idle')!;
    expect(job).toBeDefined();

    ctx.advance(60_000);
    await job.run();
    expect((await sessionsOf(m.id))[0]!.endedAt).toBeNull(); // 60 s: not idle yet

    const aliveSession = (await launch(ctx, alive.token, { gameId: GAME.slot })).body.data.sessionId;
    ctx.advance(40_000);
    await heartbeat(ctx, alive.token, GAME.slot);
    const service = ctx.app.services.gameSessions;
    const [x, y] = await Promise.all([service.endIdle(), service.endIdle()]);
    // Each silent session (this member's and those earlier tests left open) is ended by one runner.
    const idle = await countSessions(eq(gameSessions.endReason, 'idle'));
    expect(idle).toBeGreaterThanOrEqual(1);
    expect(x + y).toBe(idle);
    expect((await sessionsOf(m.id))[0]).toMatchObject({ id: session, endReason: 'idle' });
    expect(await walletsOf(ctx, m.token)).toMatchObject({ center: '120.0000', demo_chess: '0.0000' });
    const out = (await transfersOf(m.id)).filter((t) => t.direction === 'out');
    expect(out).toHaveLength(1);
    // The member who kept sending heartbeats plays on.
    expect((await sessionsOf(alive.id)).find((r) => r.id === aliveSession)?.endedAt).toBeNull();
    expect(await walletsOf(ctx, alive.token)).toMatchObject({ center: '0.0000', demo_slot: '80.0000' });

    await Promise.all([job.run(), job.run()]);
    expect((await transfersOf(m.id)).filter((t) => t.direction === 'out')).toHaveLength(1);
    const n = await countSessions(and(isNull(gameSessions.endedAt), eq(gameSessions.memberId, m.id)));
    expect(n).toBe(0);
    expect((await auditMoney(ctx)).problems).toEqual([]);
    await venueBack(ctx, alive.token);
  });

  it('keeps members apart: a session belongs to the member who launched it', async () => {
    const a = await fundedMember(ctx, '60');
    const b = await buildMember(ctx);
    const requestId = randomUUID();
    const sa = (await launch(ctx, a.token, { gameId: GAME.slot, requestId })).body.data.sessionId;
    // The same request id from another member is another session.
    const sb = (await launch(ctx, b.token, { gameId: GAME.slot, requestId })).body.data;
    expect(sb.sessionId).not.toBe(sa);
    expect(sb.transfer).toBeNull();
    const open = await ctx.database.db
      .select()
      .from(gameSessions)
      .where(and(eq(gameSessions.id, sa), eq(gameSessions.memberId, a.id)));
    expect(open[0]?.endedAt).toBeNull();
  });
});
