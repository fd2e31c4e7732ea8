import type { LiveTable } from '@houseline/shared/api/contract/live-tables';
import type {
  AdminLiveShoe,
  AdminLiveTable,
  AdminLiveTableUpdateRequest,
} from '@houseline/shared/api/contract/live-tables-admin';
import type { SiteCode } from '@houseline/shared/brands/types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf, operatorCall } from './console-helpers.ts';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import {
  centerBalance,
  dealUntil,
  fakeClock,
  fund,
  latestRound,
  liveBet,
  liveGet,
  rowsOf,
} from './live-tables-helpers.ts';
import { auditMoney, loginOperator, operatorTokens } from './wallet-helpers.ts';

type Edit = AdminLiveTableUpdateRequest;
const U = 10_000n;

/**
 * Issue 24 (decision 0084): the live tables in the console. A trader opens and closes a table and
 * changes its limits and countdown; a closed table refuses bets at once, finishes the round under
 * way (every bet settled) and deals no other; new limits apply from the next round; every change
 * is audited once with before and after, also under a burst; bad input is refused in Chinese and
 * changes nothing; support reads but may not change, finance neither, another brand's operator
 * neither; an ended shoe verifies on the server and a tampered round does not.
 */
describe.each(BACKENDS)('the live tables in the console (%s)', (backend) => {
  let ctx: TestContext;
  const clock = fakeClock();
  let ops: { admin: string; finance: string; trader: string; support: string; foreign: string };
  let tables: AdminLiveTable[];
  const dealer = () => ctx.app.services.liveTables.dealer;
  const byCode = (code: string) => tables.find((t) => t.code === code)!;

  beforeAll(async () => {
    ctx = await createTestApp(backend, {
      config: {
        jobs: false,
        liveTables: { bettingSeconds: 15, dealStepMs: 1000, settledPauseMs: 4000, shoeHands: 3 },
      },
      now: clock.now,
    });
    const base = await operatorTokens(ctx);
    const make = async (username: string, role: 'trader' | 'support', brands: string[] | null) => {
      await ctx.app.services.operators.create({ username, password: 'Console-pass-2026', role, brands });
      return loginOperator(ctx, username, 'Console-pass-2026');
    };
    ops = {
      ...base,
      trader: await make('optradlive', 'trader', null),
      support: await make('opsuplive', 'support', null),
      // a trader of another brand only: hgtyc's tables are not theirs
      foreign: await make('optradblty', 'trader', ['blty']),
    };
    await liveGet(ctx, '/tables'); // every table gets its first shoe
    tables = await list();
  }, 60_000);
  afterAll(async () => {
    expect((await auditMoney(ctx)).problems).toEqual([]);
    await ctx?.close();
  });

  const admin = (token: string, method: 'GET' | 'POST', path: string, payload?: object, site = 'hgtyc') =>
    operatorCall(ctx, token, method, `/api/admin/v1/live-tables${path}`, payload, site as SiteCode);
  async function list(token = ops.trader): Promise<AdminLiveTable[]> {
    return (await admin(token, 'GET', '')).body.data.list;
  }
  const table = async (id: number) => (await list()).find((t) => t.id === id)!;
  const update = (edit: Edit, token = ops.trader) => admin(token, 'POST', '/update', edit);
  const editOf = (t: AdminLiveTable, change: Partial<Edit> = {}): Edit => ({
    id: t.id,
    active: t.active,
    minBet: t.minBet,
    maxBet: t.maxBet,
    maxPerRound: t.maxPerRound,
    bettingSeconds: t.bettingSeconds,
    ...change,
  });
  const memberTable = async (id: number): Promise<LiveTable> =>
    (await liveGet(ctx, `/table?id=${id}`)).body.data.table;
  const auditRows = () => auditRowsOf<Edit>(ctx, 'live.table.update');
  const tableRow = async (id: number) =>
    rowsOf<Record<string, unknown>>(
      await ctx.database.db.execute(sql`select active, min_bet::text, max_bet::text, max_per_round::text,
        betting_seconds from live_tables where id = ${id}`),
    )[0];
  /** A round of the table taking bets with at least 3 s of its countdown left on the clock. */
  const bettingRound = (id: number) =>
    dealUntil(
      ctx,
      clock,
      [dealer()],
      id,
      (r) => r.phase === 'betting' && r.nextStepAt - clock.now().getTime() > 3_000,
    );
  const settled = (id: number, roundId: number) =>
    dealUntil(ctx, clock, [dealer()], id, (r) => r.id === roundId && r.phase === 'settled');

  it("lists the brand's tables with their limits, round and shoe — never a playing shoe's seed", async () => {
    expect(tables.map((t) => t.code)).toEqual(['t1', 't2', 't3']);
    expect(byCode('t1')).toMatchObject({
      name: '雷霆一号台',
      active: true,
      currency: 'CNY',
      minBet: '10.0000',
      maxBet: '5000.0000',
      maxPerRound: '10000.0000',
      bettingSeconds: 0,
      effectiveBettingSeconds: 15,
      shoe: { shoeNo: 1, status: 'playing', handsDealt: 0 },
    });
    expect(byCode('t3').noCommission).toBe(true);
    const open = await bettingRound(byCode('t1').id);
    const m = await buildMember(ctx);
    await fund(ctx, m.id, '1000');
    const bet = await liveBet(ctx, m.token, {
      tableId: byCode('t1').id,
      roundId: open.id,
      bets: [
        { side: 'banker', amount: '100' },
        { side: 'tie', amount: '20' },
      ],
    });
    expect(bet.body.status).toBe(true);
    const t1 = await table(byCode('t1').id);
    expect(t1.round).toMatchObject({ roundId: open.id, phase: 'betting', betsCount: 2, staked: '120.0000' });
    expect(JSON.stringify(await list())).not.toContain('"seed"');
    const shoes = (await admin(ops.trader, 'GET', `/shoes?tableId=${t1.id}`)).body.data;
    expect(shoes).toMatchObject({ page: 1, total: 1, list: [{ shoeNo: 1, status: 'playing', seed: null }] });
    expect(shoes.list[0].seedHash).toBe(t1.shoe!.seedHash);
    await settled(t1.id, open.id);
  });

  it('refuses bad values in Chinese and an unknown table, and changes nothing', async () => {
    const base = editOf(byCode('t2'));
    const before = await tableRow(base.id);
    const audited = (await auditRows()).length;
    const cases: [object, string, RegExp?][] = [
      [{ ...base, minBet: '0' }, 'BAD_REQUEST', /单注最低限额/],
      [{ ...base, minBet: '-5' }, 'BAD_REQUEST', /单注最低限额/],
      [{ ...base, minBet: 'abc' }, 'BAD_REQUEST'],
      [{ ...base, minBet: 10 }, 'BAD_REQUEST'],
      [{ ...base, maxBet: '1.23456' }, 'BAD_REQUEST', /单注最高限额/],
      [{ ...base, maxPerRound: '' }, 'BAD_REQUEST', /每局限额/],
      [{ ...base, bettingSeconds: 4 }, 'BAD_REQUEST', /倒计时/],
      [{ ...base, bettingSeconds: 61 }, 'BAD_REQUEST', /倒计时/],
      [{ ...base, bettingSeconds: -1 }, 'BAD_REQUEST', /倒计时/],
      [{ ...base, bettingSeconds: 7.5 }, 'BAD_REQUEST', /倒计时/],
      [{ ...base, active: 'yes' }, 'BAD_REQUEST'],
      [{ ...base, active: undefined }, 'BAD_REQUEST'],
      [{ ...base, minBet: '600', maxBet: '500' }, 'BAD_REQUEST', /单注最高限额不得低于单注最低限额/],
      [{ ...base, minBet: '600.0001', maxBet: '600' }, 'BAD_REQUEST', /不得低于单注最低限额/],
      [{ ...base, maxBet: '50000', maxPerRound: '40000' }, 'BAD_REQUEST', /每局限额不得低于单注最高限额/],
      [{ ...base, minBet: '1', maxBet: '1', maxPerRound: '0.9999' }, 'BAD_REQUEST', /每局限额不得低于/],
      [{ ...base, id: 0 }, 'BAD_REQUEST'],
      [{ ...base, id: 2_147_483_647 }, 'TABLE_NOT_FOUND', /桌台不存在/],
    ];
    for (const [payload, code, message] of cases) {
      const res = await update(payload as Edit);
      const what = JSON.stringify(payload);
      expect(res.status, what).toBeLessThan(500);
      expect(res.body.code, what).toBe(code);
      expect(res.body.data, what).toMatch(/[\u4e00-\u9fff]/);
      if (message) expect(res.body.data, what).toMatch(message);
    }
    expect(await tableRow(base.id)).toEqual(before);
    expect(await auditRows()).toHaveLength(audited);
  });

  it('lets support read but not change, finance neither, nor a trader of another brand', async () => {
    const t2 = byCode('t2');
    const before = await tableRow(t2.id);
    const edit = editOf(t2, { active: false });
    expect((await admin(ops.support, 'GET', '')).body.status).toBe(true);
    expect((await admin(ops.support, 'GET', `/shoes?tableId=${t2.id}`)).body.status).toBe(true);
    const supportWrite = await update(edit, ops.support);
    expect(supportWrite.status).toBe(403);
    expect(supportWrite.body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await admin(ops.finance, 'GET', '')).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await update(edit, ops.finance)).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await admin(ops.foreign, 'GET', '')).body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await update(edit, ops.foreign)).body.code).toBe('OPERATOR_FORBIDDEN');
    // the foreign trader's own brand: its own tables, and hgtyc's table ids are not found there
    const theirs = (await admin(ops.foreign, 'GET', '', undefined, 'blty')).body.data
      .list as AdminLiveTable[];
    expect(theirs).toHaveLength(3);
    expect(theirs.map((t) => t.id)).not.toContain(t2.id);
    const cross = await admin(ops.foreign, 'POST', '/update', edit, 'blty');
    expect(cross.body.code).toBe('TABLE_NOT_FOUND');
    expect((await admin(ops.foreign, 'GET', `/shoes?tableId=${t2.id}`, undefined, 'blty')).body.code).toBe(
      'TABLE_NOT_FOUND',
    );
    const shoeId = t2.shoe!.id;
    for (const path of [`/rounds?shoeId=${shoeId}`, `/verify?shoeId=${shoeId}`]) {
      expect((await admin(ops.foreign, 'GET', path, undefined, 'blty')).body.code, path).toBe(
        'SHOE_NOT_FOUND',
      );
    }
    expect(await tableRow(t2.id)).toEqual(before);
  });

  it('audits a change once with before and after', async () => {
    const t3 = byCode('t3');
    const audited = (await auditRows()).length;
    const res = await update(editOf(t3, { maxPerRound: '25000', bettingSeconds: 20 }));
    expect(res.body.data).toMatchObject({ id: t3.id, maxPerRound: '25000.0000', bettingSeconds: 20 });
    expect(res.body.data.effectiveBettingSeconds).toBe(20);
    const rows = (await auditRows()).slice(audited);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      site_code: 'hgtyc',
      target: 't3',
      before: { active: true, minBet: '20.0000', maxPerRound: '20000.0000', bettingSeconds: 0 },
      after: { active: true, minBet: '20.0000', maxPerRound: '25000.0000', bettingSeconds: 20 },
    });
  });

  it('closing a table refuses bets at once, settles the round under way and deals no other', async () => {
    const t1 = byCode('t1');
    const m = await buildMember(ctx);
    await fund(ctx, m.id, '1000');
    const open = await bettingRound(t1.id);
    const bet = (amount: string) =>
      liveBet(ctx, m.token, { tableId: t1.id, roundId: open.id, bets: [{ side: 'player', amount }] });
    expect((await bet('100')).body.status).toBe(true);
    expect((await update(editOf(await table(t1.id), { active: false }))).body.data.active).toBe(false);
    const refused = await bet('50');
    expect(refused.body).toMatchObject({ status: false, code: 'TABLE_CLOSED' });
    expect(refused.body.data).toMatch(/暂停开放/);
    // the lobby shows it closed; the round under way is still there
    const lobby = (await liveGet(ctx, '/tables')).body.data.list as LiveTable[];
    expect(lobby.find((t) => t.id === t1.id)).toMatchObject({ open: false, round: { roundId: open.id } });
    // a dealer started after the close (a restart) still deals the round under way to the end
    const restarted = ctx.app.services.liveTables.newDealer();
    await dealUntil(ctx, clock, [restarted], t1.id, (r) => r.id === open.id && r.phase === 'settled');
    const bets = rowsOf<{ status: string; payout: string | null }>(
      await ctx.database.db.execute(
        sql`select status, payout::text from live_bets where round_id = ${open.id}`,
      ),
    );
    expect(bets).toHaveLength(1);
    expect(bets[0]!.status).toBe('settled');
    expect(await centerBalance(ctx, m.id)).toBe(900n * U + BigInt(bets[0]!.payout!));
    // long after the pause, still no new round
    for (let i = 0; i < 5; i++) {
      clock.advance(5_000);
      await Promise.all([dealer().tick([t1.id]), restarted.tick([t1.id])]);
    }
    expect((await latestRound(ctx, t1.id))!.id).toBe(open.id);
    expect((await table(t1.id)).round).toMatchObject({ roundId: open.id, phase: 'settled' });
    // reopened: the dealer looks at a closed table every second and opens the next round
    await update(editOf(await table(t1.id), { active: true }));
    clock.advance(1_000);
    const next = await bettingRound(t1.id);
    expect(next.id).not.toBe(open.id);
    expect((await memberTable(t1.id)).open).toBe(true);
  });

  it('a close in the middle of 30 bets: each bet is placed or refused whole, and every placed one settles', async () => {
    const t2 = byCode('t2');
    const members = await Promise.all(Array.from({ length: 30 }, () => buildMember(ctx)));
    for (const m of members) await fund(ctx, m.id, '1000');
    const open = await bettingRound(t2.id);
    const edit = editOf(await table(t2.id), { active: false });
    const answers = await Promise.all([
      ...members.map((m) =>
        liveBet(ctx, m.token, {
          tableId: t2.id,
          roundId: open.id,
          bets: [{ side: 'banker', amount: '100' }],
        }),
      ),
      update(edit),
    ]);
    const closed = answers.pop()!;
    expect(closed.body.data.active).toBe(false);
    const codes = answers.map((a) => (a.body.status ? 'placed' : a.body.code));
    expect(
      codes.every((c) => c === 'placed' || c === 'TABLE_CLOSED'),
      codes.join(),
    ).toBe(true);
    const placed = rowsOf<{ member_id: string }>(
      await ctx.database.db.execute(sql`select member_id::text from live_bets where round_id = ${open.id}`),
    );
    expect(placed).toHaveLength(codes.filter((c) => c === 'placed').length);
    await settled(t2.id, open.id);
    const open2 = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as n from live_bets where round_id = ${open.id} and status <> 'settled'`,
      ),
    )[0]!;
    expect(Number(open2.n)).toBe(0);
    // a refused member's money did not move
    for (const [i, m] of members.entries()) {
      if (codes[i] === 'TABLE_CLOSED') expect(await centerBalance(ctx, m.id)).toBe(1000n * U);
    }
    await update({ ...edit, active: true });
    clock.advance(1_000);
  });

  it('new limits and countdown apply from the next round; the open round keeps its own', async () => {
    const t1 = byCode('t1');
    const m = await buildMember(ctx);
    await fund(ctx, m.id, '20000');
    const open = await bettingRound(t1.id);
    await update(
      editOf(await table(t1.id), { minBet: '50', maxBet: '3000', maxPerRound: '6000', bettingSeconds: 5 }),
    );
    const bet = (roundId: number, side: string, amount: string) =>
      liveBet(ctx, m.token, { tableId: t1.id, roundId, bets: [{ side, amount }] });
    // the open round: still 10 – 5 000, as the member's table shows
    expect(await memberTable(t1.id)).toMatchObject({ minBet: '10.0000', maxBet: '5000.0000' });
    expect((await bet(open.id, 'tie', '20')).body.status).toBe(true);
    expect((await bet(open.id, 'banker', '4000')).body.status).toBe(true);
    await settled(t1.id, open.id);
    const next = await bettingRound(t1.id);
    expect(await memberTable(t1.id)).toMatchObject({ minBet: '50.0000', maxBet: '3000.0000' });
    expect((await bet(next.id, 'tie', '20')).body).toMatchObject({ code: 'STAKE_TOO_LOW' });
    expect((await bet(next.id, 'banker', '4000')).body).toMatchObject({ code: 'STAKE_TOO_HIGH' });
    expect((await bet(next.id, 'banker', '3000')).body.status).toBe(true);
    expect((await bet(next.id, 'player', '3000')).body.status).toBe(true);
    expect((await bet(next.id, 'tie', '100')).body).toMatchObject({ code: 'ROUND_LIMIT' });
    const round = rowsOf<{ s: number }>(
      await ctx.database.db.execute(sql`select extract(epoch from betting_closes_at - created_at)::int as s
        from live_rounds where id = ${next.id}`),
    )[0]!;
    expect(Number(round.s)).toBe(5);
    await settled(t1.id, next.id);
  });

  it('keeps one consistent row under 50 changes at once, each audited once', async () => {
    const t3 = byCode('t3');
    const base = editOf(await table(t3.id));
    const audited = (await auditRows()).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        update({ ...base, maxBet: `${10_000 + i}`, maxPerRound: `${30_000 + i}`, active: i % 2 === 0 }),
      ),
    );
    expect(answers.filter((a) => !a.body.status).map((a) => a.body)).toEqual([]);
    const rows = (await auditRows()).slice(audited);
    expect(rows).toHaveLength(50);
    // each change saw what the one before it left: the befores are the afters shifted by one
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.before).toEqual(rows[i - 1]!.after);
    const last = rows.at(-1)!.after;
    const now = await table(t3.id);
    expect({ active: now.active, maxBet: now.maxBet, maxPerRound: now.maxPerRound }).toEqual({
      active: last.active,
      maxBet: last.maxBet,
      maxPerRound: last.maxPerRound,
    });
    // the pair belongs together: one request's max with the same request's per-round limit
    expect(Number(now.maxPerRound) - Number(now.maxBet)).toBe(20_000);
    await update({ ...base, active: true });
  });

  it('verifies an ended shoe from its seed, and not once a stored round is tampered with', async () => {
    const t2 = byCode('t2');
    const first = (await table(t2.id)).shoe!;
    expect((await admin(ops.support, 'GET', `/verify?shoeId=${first.id}`)).body).toMatchObject({
      code: 'SHOE_NOT_ENDED',
      data: expect.stringMatching(/尚未结束/),
    });
    // shoeHands = 3: deal three hands, then the shoe has ended
    for (let hand = 0; hand < 3; hand++) {
      const open = await bettingRound(t2.id);
      await settled(t2.id, open.id);
    }
    const shoes = (await admin(ops.support, 'GET', `/shoes?tableId=${t2.id}&size=1`)).body.data;
    const ended = shoes.list.find((s: AdminLiveShoe) => s.id === first.id) as AdminLiveShoe | undefined;
    const page2 = (await admin(ops.support, 'GET', `/shoes?tableId=${t2.id}&size=1&page=2`)).body.data;
    const shoe = ended ?? (page2.list as AdminLiveShoe[]).find((s) => s.id === first.id)!;
    expect(shoe).toMatchObject({
      status: 'ended',
      handsDealt: 3,
      seed: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const rounds = (await admin(ops.support, 'GET', `/rounds?shoeId=${shoe.id}&size=2`)).body.data;
    expect(rounds).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(rounds.list.map((r: { handNo: number }) => r.handNo)).toEqual([1, 2]);
    expect(rounds.list[0].playerCards.length).toBeGreaterThanOrEqual(2);
    expect(rounds.list[0].outcome.winner).toMatch(/player|banker|tie/);

    const verify = async () => (await admin(ops.support, 'GET', `/verify?shoeId=${shoe.id}`)).body.data;
    expect(await verify()).toMatchObject({
      verified: true,
      seedHashOk: true,
      handsChecked: 3,
      mismatch: null,
    });

    const db = ctx.database.db;
    const hand2 = sql`shoe_id = ${shoe.id} and hand_no = 2`;
    const [kept] = rowsOf<{ outcome: Record<string, unknown>; cards: unknown }>(
      await db.execute(sql`select outcome, cards from live_rounds where ${hand2}`),
    );
    // a different winner on hand 2
    const other = kept!.outcome.winner === 'banker' ? 'player' : 'banker';
    await db.execute(sql`update live_rounds set outcome = jsonb_set(outcome, '{winner}', ${JSON.stringify(other)}::jsonb)
      where ${hand2}`);
    expect(await verify()).toMatchObject({
      verified: false,
      seedHashOk: true,
      handsChecked: 1,
      mismatch: { handNo: 2, field: 'outcome' },
    });
    // the cards of hand 2 swapped around
    await db.execute(sql`update live_rounds set outcome = ${JSON.stringify(kept!.outcome)}::jsonb,
      cards = (select jsonb_agg(c order by o desc) from jsonb_array_elements(cards) with ordinality as x(c, o))
      where ${hand2}`);
    expect((await verify()).mismatch).toMatchObject({ handNo: 2, field: 'cards' });
    await db.execute(
      sql`update live_rounds set cards = ${JSON.stringify(kept!.cards)}::jsonb where ${hand2}`,
    );
    expect((await verify()).verified).toBe(true);
    // a seed that is not the one whose hash was published
    await db.execute(sql`update live_shoes set seed_hash = repeat('0', 64) where id = ${shoe.id}`);
    expect(await verify()).toMatchObject({ verified: false, seedHashOk: false });
    await db.execute(sql`update live_shoes set seed_hash = ${shoe.seedHash} where id = ${shoe.id}`);
    expect((await verify()).verified).toBe(true);
  });
});
