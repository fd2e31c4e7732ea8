import { randomUUID } from 'node:crypto';
import type { LiveTable } from '@houseline/shared/api/contract/live-tables';
import { endpoints } from '@houseline/shared/api/endpoints';
import { betReturnMinor } from '@houseline/shared/baccarat/payout';
import { replayShoe, seedHash } from '@houseline/shared/baccarat/shoe';
import { parseAmountToMinor } from '@houseline/shared/money/amount';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import {
  centerBalance,
  dealUntil,
  entriesOf,
  fakeClock,
  fund,
  latestRound,
  liveBet,
  liveGet,
  rowsOf,
  snapshots,
} from './live-tables-helpers.ts';
import { auditMoney } from './wallet-helpers.ts';

const U = 10_000n;
const BET_RECORDS = endpoints.betRecords.path;

describe.each(BACKENDS)('live tables: dealing, bets, settlement (%s)', (backend) => {
  let ctx: TestContext;
  const clock = fakeClock();
  let tables: LiveTable[];
  let t1: LiveTable;
  let m: { id: bigint; token: string };
  let other: { id: bigint; token: string };
  const dealer = () => ctx.app.services.liveTables.dealer;
  let seen: ReturnType<typeof snapshots> = [];

  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      config: {
        jobs: false,
        liveTables: { bettingSeconds: 15, dealStepMs: 1000, settledPauseMs: 4000, shoeHands: 3 },
      },
      now: clock.now,
    });
    seen = snapshots(ctx);
    m = await buildMember(ctx);
    other = await buildMember(ctx);
    await fund(ctx, m.id, '50000');
    await fund(ctx, other.id, '1000');
    const lobby = await liveGet(ctx, '/tables');
    tables = lobby.body.data.list;
    t1 = tables.find((t) => !t.noCommission && t.minBet === '10.0000')!;
  }, 60_000);

  afterAll(async () => {
    const report = await auditMoney(ctx);
    expect(report.problems).toEqual([]);
    await ctx.close();
  });

  const published = () => seen;

  it('lobby: three tables with their own limits, one without commission; the seed hash is published, the seed is not', async () => {
    expect(tables).toHaveLength(3);
    expect(tables.filter((t) => t.noCommission)).toHaveLength(1);
    expect(new Set(tables.map((t) => t.maxBet)).size).toBe(3);
    for (const t of tables) {
      expect(t.shoe.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(t.shoe.seed).toBeNull();
      expect(t.shoe.nonce).toMatch(/^hgtyc:t\d:1$/);
      expect(t.outcomes).toEqual([]);
    }
    // another brand has tables of its own
    const elsewhere = await liveGet(ctx, '/tables', undefined, 'hgtyc');
    expect(elsewhere.body.data.list.map((t: LiveTable) => t.id)).toEqual(tables.map((t) => t.id));
  });

  it('deals a full round: betting, cards one by one, settlement paid once with turnover, snapshots published', async () => {
    const before = published().length;
    const open = await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.phase === 'betting');
    const placed = await liveBet(ctx, m.token, {
      tableId: t1.id,
      roundId: open.id,
      bets: [
        { side: 'player', amount: '100' },
        { side: 'banker_pair', amount: '20' },
      ],
    });
    expect(placed.body).toMatchObject({ status: true });
    expect(placed.body.data.myBets).toEqual([
      { side: 'player', stake: '100.0000', payout: null },
      { side: 'banker_pair', stake: '20.0000', payout: null },
    ]);
    expect(placed.body.data.balance).toBe('49880.0000');
    const table = await liveGet(ctx, `/table?id=${t1.id}`, m.token);
    expect(table.body.data.myBets).toHaveLength(2);
    expect((await liveGet(ctx, `/table?id=${t1.id}`)).body.data.myBets).toEqual([]);

    const settled = await dealUntil(
      ctx,
      clock,
      [dealer()],
      t1.id,
      (r) => r.id === open.id && r.phase === 'settled',
    );
    const mine = published()
      .slice(before)
      .filter((s) => s.roundId === open.id);
    const phases = mine.map((s) => s.phase);
    expect(phases[0]).toBe('betting');
    expect(phases.at(-1)).toBe('settled');
    // one snapshot per card, each with one more card than the last
    const dealing = mine.filter((s) => s.phase === 'dealing');
    expect(dealing.map((s) => s.cards.length)).toEqual(dealing.map((_, i) => i));
    expect(settled.cards).toBeGreaterThanOrEqual(4);
    expect(settled.cards).toBeLessThanOrEqual(6);

    const final = mine.at(-1)!;
    const outcome = final.outcome!;
    const expected =
      betReturnMinor('player', 100n * U, outcome, false) +
      betReturnMinor('banker_pair', 20n * U, outcome, false);
    expect(await centerBalance(ctx, m.id)).toBe(49_880n * U + expected);
    expect(await entriesOf(ctx, 'live_bet', `live:${open.id}`)).toBe(1);
    expect(await entriesOf(ctx, 'live_settle', `live:${open.id}`)).toBe(expected > 0n ? 1 : 0);
    const turnover = await ctx.database.db.execute(
      sql`select amount::text as a from turnover_entries where reference = ${`live:${open.id}:${m.id}`}`,
    );
    const valid = outcome.winner === 'tie' ? 20n * U : 120n * U;
    expect(rowsOf<{ a: string }>(turnover).map((r) => BigInt(r.a))).toEqual([valid]);

    // the cards are the shoe's: the hand the seed gives at the round's start position
    const view = (await liveGet(ctx, `/table?id=${t1.id}`, m.token)).body.data;
    expect(view.table.outcomes).toHaveLength(1);
    expect(view.table.outcomes[0]).toEqual(outcome);
  });

  it('refuses a late bet: at the close and while dealing (BETTING_CLOSED), nothing moves', async () => {
    const open = await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.phase === 'betting');
    const before = await centerBalance(ctx, m.id);
    clock.advance(open.nextStepAt - clock.now().getTime()); // exactly the close
    const atZero = await liveBet(ctx, m.token, {
      tableId: t1.id,
      roundId: open.id,
      bets: [{ side: 'tie', amount: '10' }],
    });
    expect(atZero.body).toMatchObject({ status: false, code: 'BETTING_CLOSED' });
    await dealer().tick([t1.id]);
    expect((await latestRound(ctx, t1.id))?.phase).toBe('dealing');
    const late = await liveBet(ctx, m.token, {
      tableId: t1.id,
      roundId: open.id,
      bets: [{ side: 'tie', amount: '10' }],
    });
    expect(late.body).toMatchObject({ status: false, code: 'BETTING_CLOSED' });
    expect(await centerBalance(ctx, m.id)).toBe(before);
    await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.id === open.id && r.phase === 'settled');
  });

  it('limits: per bet, per round (50 concurrent bets: exactly the allowed number), balance; all or nothing', async () => {
    const open = await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.phase === 'betting');
    const bet = (bets: { side: string; amount: string }[], token = m.token) =>
      liveBet(ctx, token, { tableId: t1.id, roundId: open.id, bets });
    expect((await bet([{ side: 'player', amount: '9.99' }])).body).toMatchObject({ code: 'STAKE_TOO_LOW' });
    expect((await bet([{ side: 'player', amount: '5000.01' }])).body).toMatchObject({
      code: 'STAKE_TOO_HIGH',
    });
    // all or nothing: one side too high refuses the other too
    expect(
      (
        await bet([
          { side: 'tie', amount: '10' },
          { side: 'banker', amount: '6000' },
        ])
      ).body.code,
    ).toBe('STAKE_TOO_HIGH');
    const before = await centerBalance(ctx, m.id);
    // 50 at once of 1 000 over three sides (5 000 each at most) against a round limit of
    // 10 000: exactly 10 land
    const sides = ['banker', 'player', 'tie'];
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) => bet([{ side: sides[i % 3]!, amount: '1000' }])),
    );
    const ok = burst.filter((r) => r.body.status);
    expect(ok).toHaveLength(10);
    const refused = new Set(burst.filter((r) => !r.body.status).map((r) => r.body.code));
    expect(refused.has('ROUND_LIMIT')).toBe(true);
    expect([...refused].every((c) => c === 'ROUND_LIMIT' || c === 'SIDE_LIMIT')).toBe(true);
    expect(burst.every((r) => r.status < 500)).toBe(true);
    expect(await centerBalance(ctx, m.id)).toBe(before - 10_000n * U);
    expect((await bet([{ side: 'tie', amount: '10' }])).body).toMatchObject({
      code: 'ROUND_LIMIT',
      data: expect.stringContaining('10000'),
    });
    // the other member's 1 000 balance: 1 000.01 is refused, nothing moves
    const poor = await bet(
      [
        { side: 'player', amount: '600' },
        { side: 'banker', amount: '400.01' },
      ],
      other.token,
    );
    expect(poor.body).toMatchObject({ status: false, code: 'INSUFFICIENT_BALANCE' });
    expect(await centerBalance(ctx, other.id)).toBe(1000n * U);
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as n from live_bets where member_id = ${other.id}`,
    );
    expect(rowsOf<{ n: number }>(rows)[0]?.n).toBe(0);
    await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.id === open.id && r.phase === 'settled');
    expect(await entriesOf(ctx, 'live_bet', `live:${open.id}`)).toBe(10);
  });

  it('is idempotent per request id: a replay answers the same, another body under the id is a conflict', async () => {
    const open = await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.phase === 'betting');
    const requestId = randomUUID();
    const body = { tableId: t1.id, roundId: open.id, requestId, bets: [{ side: 'tie', amount: '10' }] };
    const [a, b] = await Promise.all([liveBet(ctx, other.token, body), liveBet(ctx, other.token, body)]);
    expect(a.body.status && b.body.status).toBe(true);
    expect(b.body.data).toEqual(a.body.data);
    expect(await centerBalance(ctx, other.id)).toBe(990n * U);
    const conflict = await liveBet(ctx, other.token, { ...body, bets: [{ side: 'tie', amount: '20' }] });
    expect(conflict.body).toMatchObject({ status: false, code: 'IDEMPOTENCY_CONFLICT' });
    expect(await centerBalance(ctx, other.id)).toBe(990n * U);
    await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.id === open.id && r.phase === 'settled');
  });

  it('two dealers at once, and a dealer replaced mid-deal: the same cards, every bet paid exactly once', async () => {
    const { newDealer } = ctx.app.services.liveTables;
    const twins = [dealer(), newDealer()];
    const open = await dealUntil(ctx, clock, twins, t1.id, (r) => r.phase === 'betting');
    await liveBet(ctx, m.token, {
      tableId: t1.id,
      roundId: open.id,
      bets: [
        { side: 'banker', amount: '200' },
        { side: 'tie', amount: '50' },
      ],
    });
    // two cards out, then the dealer "dies" and a fresh one (no memory) takes over
    await dealUntil(ctx, clock, twins, t1.id, (r) => r.id === open.id && r.cards === 2);
    const fresh = newDealer();
    const before = await centerBalance(ctx, m.id);
    await dealUntil(ctx, clock, [fresh, fresh], t1.id, (r) => r.id === open.id && r.phase === 'settled');
    const round = (await liveGet(ctx, `/recall?tableId=${t1.id}&size=1`, m.token)).body.data.list[0];
    expect(round.roundId).toBe(open.id);
    const outcome = round.outcome;
    const paid =
      betReturnMinor('banker', 200n * U, outcome, false) + betReturnMinor('tie', 50n * U, outcome, false);
    expect(await centerBalance(ctx, m.id)).toBe(before + paid);
    expect(await entriesOf(ctx, 'live_settle', `live:${open.id}`)).toBe(paid > 0n ? 1 : 0);
    // every card is the shoe's
    const rows = rowsOf<{ shoe_id: string; start_position: number; cards: unknown }>(
      await ctx.database.db.execute(sql`select * from live_rounds where id = ${open.id}`),
    );
    const shoeRow = rowsOf<Record<string, unknown>>(
      await ctx.database.db.execute(sql`select * from live_shoes where id = ${rows[0]!.shoe_id}`),
    )[0]!;
    const hand = fresh.handOf(
      { ...shoeRow, id: BigInt(String(shoeRow.id)) } as never,
      { startPosition: Number(rows[0]!.start_position) } as never,
    );
    expect(round.cards).toEqual(hand.hand.order);
    // settling again changes nothing
    await Promise.all(twins.map((d) => d.tick([t1.id])));
    expect(await entriesOf(ctx, 'live_settle', `live:${open.id}`)).toBe(paid > 0n ? 1 : 0);
  });

  it('game recall: only the member’s own rounds, with cards, bets and payouts', async () => {
    const mine = (await liveGet(ctx, `/recall?tableId=${t1.id}`, m.token)).body.data;
    expect(mine.total).toBeGreaterThanOrEqual(3);
    for (const r of mine.list) {
      expect(r.bets.length).toBeGreaterThan(0);
      expect(r.phase).toBe('settled');
      expect(parseAmountToMinor(r.payout)).toBe(
        r.bets.reduce((s: bigint, b: { payout: string }) => s + parseAmountToMinor(b.payout), 0n),
      );
    }
    const theirs = (await liveGet(ctx, `/recall?tableId=${t1.id}`, other.token)).body.data;
    expect(theirs.total).toBe(1);
    expect(mine.list.map((r: { roundId: number }) => r.roundId)).not.toContain(theirs.list[0].roundId);
    expect((await liveGet(ctx, `/recall?tableId=${t1.id}`)).body.status).toBe(false);
    // a table of another brand is not this brand's
    const foreign = rowsOf<{ id: number }>(
      await ctx.database.db.execute(sql`select id from live_tables where site_code <> 'hgtyc' limit 1`),
    )[0]!;
    expect((await liveGet(ctx, `/recall?tableId=${foreign.id}`, m.token)).body.code).toBe('TABLE_NOT_FOUND');
  });

  it('a shoe keeps its seed until it ends, then reveals one that replays every hand', async () => {
    // shoeHands = 3 in this config: the shoe ends after its third hand
    let shoeId = (await liveGet(ctx, `/table?id=${t1.id}`)).body.data.table.shoe.id;
    const first = (await liveGet(ctx, `/shoe?id=${shoeId}`)).body.data;
    if (first.shoe.status === 'playing') {
      expect(first.shoe.seed).toBeNull();
      await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.phase === 'settled' && r.cards > 0, 200);
    }
    shoeId = first.shoe.id;
    const ended = (await liveGet(ctx, `/shoe?id=${shoeId}`)).body.data;
    if (ended.shoe.status !== 'ended') {
      // deal on until this shoe ends
      for (
        let i = 0;
        i < 5 && (await liveGet(ctx, `/shoe?id=${shoeId}`)).body.data.shoe.status !== 'ended';
        i++
      ) {
        const r = await latestRound(ctx, t1.id);
        await dealUntil(ctx, clock, [dealer()], t1.id, (x) => x.id !== r?.id && x.phase === 'settled', 200);
      }
    }
    const done = (await liveGet(ctx, `/shoe?id=${shoeId}`)).body.data;
    expect(done.shoe.status).toBe('ended');
    expect(done.shoe.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedHash(done.shoe.seed)).toBe(done.shoe.seedHash);
    expect(done.hands).toHaveLength(3);
    const replay = replayShoe(done.shoe.seed, done.shoe.nonce);
    done.hands.forEach((h: { cards: unknown; outcome: unknown }, i: number) => {
      expect(h.cards).toEqual(replay[i]!.order);
      expect(h.outcome).toEqual(replay[i]!.outcome);
    });
    // the next round is on a new shoe, hand 1
    const next = await dealUntil(ctx, clock, [dealer()], t1.id, (r) => r.phase === 'betting');
    const table = (await liveGet(ctx, `/table?id=${t1.id}`)).body.data.table;
    expect(table.round.roundId).toBe(next.id);
    expect(table.shoe.id).not.toBe(shoeId);
    expect(table.round.handNo).toBe(1);
    expect(Number(table.shoe.nonce.split(':')[2])).toBe(Number(done.shoe.nonce.split(':')[2]) + 1);
    expect((await liveGet(ctx, '/shoe?id=2147483647')).body.code).toBe('SHOE_NOT_FOUND');
  });

  it('bad input gets a clear code and changes nothing', async () => {
    const r = await latestRound(ctx, t1.id);
    const before = await centerBalance(ctx, m.id);
    const bad = async (body: Record<string, unknown>) => {
      const res = await liveBet(ctx, m.token, body as never);
      expect(res.status).toBeLessThan(500);
      expect(res.body.status).toBe(false);
      return res.body.code;
    };
    expect(
      await bad({ tableId: 2_147_483_648, roundId: r!.id, bets: [{ side: 'player', amount: '10' }] }),
    ).toBe('BAD_REQUEST');
    expect(
      await bad({ tableId: t1.id, roundId: '9007199254740993', bets: [{ side: 'player', amount: '10' }] }),
    ).toBe('BAD_REQUEST');
    expect(await bad({ tableId: t1.id, roundId: r!.id, bets: [{ side: 'dragon', amount: '10' }] })).toBe(
      'BAD_REQUEST',
    );
    expect(await bad({ tableId: t1.id, roundId: r!.id, bets: [{ side: 'player', amount: '10.123' }] })).toBe(
      'BAD_REQUEST',
    );
    expect(await bad({ tableId: t1.id, roundId: r!.id, bets: [{ side: 'player', amount: '-10' }] })).toBe(
      'BAD_REQUEST',
    );
    expect(await bad({ tableId: t1.id, roundId: r!.id, bets: [] })).toBe('BAD_REQUEST');
    expect(await bad({ tableId: 999_999, roundId: r!.id, bets: [{ side: 'player', amount: '10' }] })).toBe(
      'TABLE_NOT_FOUND',
    );
    expect(
      await bad({ tableId: t1.id, roundId: 2_147_483_647, bets: [{ side: 'player', amount: '10' }] }),
    ).toBe('BETTING_CLOSED');
    expect((await liveGet(ctx, '/table?id=abc')).body.code).toBe('BAD_REQUEST');
    expect((await liveGet(ctx, '/table?id=99999999999')).body.code).toBe('BAD_REQUEST');
    expect((await liveGet(ctx, '/shoe?id=0')).body.code).toBe('BAD_REQUEST');
    expect(await centerBalance(ctx, m.id)).toBe(before);
    const guest = await liveBet(ctx, '', {
      tableId: t1.id,
      roundId: r!.id,
      bets: [{ side: 'player', amount: '10' }],
    });
    expect(guest.body.status).toBe(false);
  });

  it('live bets appear in the member’s bet records (product live)', async () => {
    const path = BET_RECORDS;
    const res = await call(ctx.app, {
      method: 'GET',
      url: `${path}?product=live&size=50`,
      headers: clientHeaders('hgtyc', { t: m.token }),
    });
    expect(res.body.status).toBe(true);
    const list = res.body.data.list as { product: string; betNo: string; gameName: string }[];
    expect(list.length).toBeGreaterThanOrEqual(13);
    expect(list.every((x) => x.product === 'live' && x.betNo.startsWith('L'))).toBe(true);
    expect(list[0]!.gameName).toBe(t1.name);
    const everything = await call(ctx.app, {
      method: 'GET',
      url: `${path}?size=50`,
      headers: clientHeaders('hgtyc', { t: m.token }),
    });
    expect(everything.body.data.total).toBe(res.body.data.total);
  });
});
