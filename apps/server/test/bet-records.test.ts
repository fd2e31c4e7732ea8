import { betRecordsSchema } from '@houseline/shared/api/contract/sportsbook';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { placeBet, seedMatch, slip } from './sportsbook-helpers.ts';
import { openGame, round, seamlessCall } from './venue-rounds-helpers.ts';
import { adminPost, auditMoney, depositByGateway, operatorTokens } from './wallet-helpers.ts';

const DAY = 86_400_000;

describe.each(BACKENDS)('bet records across products (%s)', (backend) => {
  let ctx: TestContext;
  let clockMs = Date.now();
  let m: { id: bigint; token: string; username: string };
  let other: { id: bigint; token: string; username: string };
  /** Record keys ("S<id>" / "V<id>") in the order they were placed. */
  const placed: string[] = [];

  const get = (token: string, url: string) =>
    call(ctx.app, { method: 'GET', url, headers: clientHeaders('hgtyc', { t: token }) });
  const keysOf = (list: { id: number; betNo: string }[]) => list.map((x) => `${x.betNo[0]}${x.id}`);
  const tick = () => {
    clockMs += 1000;
  };

  async function venueRowId(roundId: string): Promise<number> {
    const r = await ctx.database.db.execute(sql`select id from venue_bets where round_id = ${roundId}`);
    const rows = ((r as { rows?: { id: string }[] }).rows ?? r) as { id: string }[];
    return Number(rows[0]!.id);
  }

  async function pulled(product: 'lottery' | 'cards', stake: bigint, payout: bigint, atMs: number) {
    const roundId = `p-${product}-${atMs}`;
    const [venue, gameCode, gameId] =
      product === 'lottery' ? ['demo_lottery', 'k3-1m', 401] : ['demo_chess', 'dt-royal', 502];
    await ctx.database.db.execute(sql`insert into venue_bets (site_code, member_id, provider, venue, round_id,
        game_code, game_id, product, currency, stake, valid_stake, payout, status, detail, placed_at, settled_at)
      values ('hgtyc', ${m.id}, 'demo', ${venue}, ${roundId}, ${gameCode}, ${gameId}, ${product}, 'USDT',
        ${stake}, ${stake}, ${payout}, 'settled', '龙 · 胜', ${new Date(atMs)}, ${new Date(atMs + 500)})`);
    // A pull books the result against the venue's house account (decision 0029); the member side
    // (their venue account) is stood in for by a test account, so the books audit still holds.
    const { ledger } = ctx.app.services;
    const house = await ledger.houseAccount('hgtyc', `game_pnl:${venue}`, 'USDT');
    const funding = await ledger.houseAccount('hgtyc', 'test_funding', 'USDT');
    await ledger.post({
      siteCode: 'hgtyc',
      kind: 'venue_result',
      idempotencyKey: `vr:${venue}:${roundId}`,
      lines: [
        { accountId: house.id, currency: 'USDT', amount: stake - payout },
        { accountId: funding.id, currency: 'USDT', amount: payout - stake },
      ],
    });
    return venueRowId(roundId);
  }

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false }, now: () => new Date(clockMs) });
    const ops = await operatorTokens(ctx);
    m = await buildMember(ctx);
    other = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '1000');
    await depositByGateway(ctx, other.token, '100');
    const player = `hgtyc_${m.id}`;
    await openGame(ctx, m.token);
    await openGame(ctx, other.token);

    // S1: a single, settled won at 2.100.
    const a = await seedMatch(ctx);
    tick();
    const s1 = await placeBet(
      ctx,
      m.token,
      slip([{ selectionId: a.markets['1x2']!.sel.home!, odds: '2.100' }], '100'),
    );
    placed.push(`S${s1.body.data.id}`);
    await adminPost(ctx, ops.admin, 'sports/match/result', { matchId: a.id, ftHome: 1, ftAway: 0 });
    // V1: a seamless slot round, stake 10, paid 25.
    tick();
    const v1 = round(player);
    await seamlessCall(ctx, 'debit', v1.debit('10'));
    await seamlessCall(ctx, 'credit', v1.credit('25'));
    placed.push(`V${await venueRowId(v1.roundId)}`);
    // S2: an open single.
    const b = await seedMatch(ctx);
    tick();
    const s2 = await placeBet(
      ctx,
      m.token,
      slip([{ selectionId: b.markets['1x2']!.sel.home!, odds: '2.100' }], '100'),
    );
    placed.push(`S${s2.body.data.id}`);
    // V2: a seamless fishing round still open.
    tick();
    const v2 = round(player, 'fish-whale');
    await seamlessCall(ctx, 'debit', v2.debit('5'));
    placed.push(`V${await venueRowId(v2.roundId)}`);
    // V3: a seamless slot round rolled back (void).
    tick();
    const v3 = round(player);
    const d3 = v3.debit('4');
    await seamlessCall(ctx, 'debit', d3);
    await seamlessCall(ctx, 'rollback', v3.rollback(d3.txnId));
    placed.push(`V${await venueRowId(v3.roundId)}`);
    // V4, V5: pulled rounds of a lottery and a card table; V6 forty days ago.
    tick();
    placed.push(`V${await pulled('lottery', 20_000n, 0n, clockMs)}`);
    tick();
    placed.push(`V${await pulled('cards', 30_000n, 60_000n, clockMs)}`);
    await pulled('lottery', 10_000n, 0n, clockMs - 40 * DAY);
    // Another member's round.
    const o = round(`hgtyc_${other.id}`);
    await seamlessCall(ctx, 'debit', o.debit('1'));
  });
  afterAll(async () => {
    const report = await auditMoney(ctx);
    expect(report.problems).toEqual([]);
    await ctx.close();
  });

  it('lists sportsbook bets and venue rounds in one page, newest first, with totals of the filter', async () => {
    const res = await get(m.token, '/api/findmed/v1/member/bet/records?preset=0');
    const data = betRecordsSchema.parse(res.body.data);
    expect(keysOf(data.list)).toEqual([...placed].reverse());
    // Stake 100+10+100+5+4+2+3; valid 100 (S1) + 10 (V1) + 2 + 3; win/loss +110 +15 −2 +3.
    expect(data).toMatchObject({
      total: 7,
      totals: { stake: '224.0000', validStake: '115.0000', winLoss: '126.0000' },
    });
    const v1 = data.list.find((x) => `V${x.id}` === placed[1])!;
    expect(v1).toMatchObject({
      betNo: `V${String(v1.id).padStart(10, '0')}`,
      product: 'slot',
      venue: 'demo_nova',
      venueName: '星云场馆',
      gameId: 305,
      gameName: '糖果乐园',
      status: 'settled',
      stake: '10.0000',
      validStake: '10.0000',
      payout: '25.0000',
      winLoss: '15.0000',
    });
    const all = await get(m.token, '/api/findmed/v1/member/bet/records');
    expect(all.body.data.total).toBe(8);
    const page2 = await get(m.token, '/api/findmed/v1/member/bet/records?preset=0&size=3&page=2');
    expect(keysOf(page2.body.data.list)).toEqual([...placed].reverse().slice(3, 6));
    expect(page2.body.data.total).toBe(7);
  });

  it('filters by product and status', async () => {
    const keys = async (query: string) =>
      keysOf((await get(m.token, `/api/findmed/v1/member/bet/records?preset=0&${query}`)).body.data.list);
    const [s1, v1, s2, v2, v3, v4, v5] = placed;
    expect(await keys('product=sports')).toEqual([s2, s1]);
    expect(await keys('product=slot')).toEqual([v3, v1]);
    expect(await keys('product=fishing')).toEqual([v2]);
    expect(await keys('product=lottery')).toEqual([v4]);
    expect(await keys('product=cards')).toEqual([v5]);
    expect(await keys('status=unsettled')).toEqual([v2, s2]);
    expect(await keys('status=settled')).toEqual([v5, v4, v1, s1]);
    expect(await keys('status=cancelled')).toEqual([v3]);
    expect(await keys('product=slot&status=cancelled')).toEqual([v3]);
    const sports = await get(m.token, '/api/findmed/v1/member/bet/records?preset=0&product=sports');
    expect(sports.body.data.totals).toEqual({
      stake: '200.0000',
      validStake: '100.0000',
      winLoss: '110.0000',
    });
  });

  it('gives a venue round to its member only; another member and no round answer alike', async () => {
    const id = placed[4]!.slice(1);
    const mine = await get(m.token, `/api/findmed/v1/member/bet/venue-detail?id=${id}`);
    expect(mine.body.data).toMatchObject({
      id: Number(id),
      status: 'void',
      product: 'slot',
      winLoss: '0.0000',
    });
    const theirs = await get(other.token, `/api/findmed/v1/member/bet/venue-detail?id=${id}`);
    const none = await get(other.token, '/api/findmed/v1/member/bet/venue-detail?id=999999999');
    expect(theirs.body).toMatchObject({ status: false, code: 'BET_NOT_FOUND' });
    expect(theirs.body).toEqual(none.body);
    const otherList = await get(other.token, '/api/findmed/v1/member/bet/records');
    expect(otherList.body.data.total).toBe(1);
  });
});
