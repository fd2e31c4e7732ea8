import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { memberJson, placeBet, seedMatch, slip } from './sportsbook-helpers.ts';
import { adminPost, auditMoney, balanceOf, depositByGateway, operatorTokens } from './wallet-helpers.ts';

describe.each(BACKENDS)('sportsbook cash-out and records (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };
  let clockMs = Date.now();

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false }, now: () => new Date(clockMs) });
    ops = await operatorTokens(ctx);
  });
  afterAll(async () => {
    const report = await auditMoney(ctx);
    expect(report.problems).toEqual([]);
    await ctx.close();
  });

  async function funded(amount: string) {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, amount);
    return m;
  }
  const bal = async (token: string) => (await balanceOf(ctx, token)).balance;
  const quote = (token: string, betId: number) =>
    memberJson(ctx, token, '/api/findmed/v1/sports/cashout/quote', { betId });
  const accept = (token: string, quoteId: string) =>
    memberJson(ctx, token, '/api/findmed/v1/sports/cashout', {
      quoteId,
      requestId: `co-${quoteId.slice(0, 20)}`,
    });
  const get = (token: string, url: string) =>
    call(ctx.app, { method: 'GET', url, headers: clientHeaders('hgtyc', { t: token }) });
  async function single(token: string, selectionId: number, odds: string, stake = '100') {
    const r = await placeBet(ctx, token, slip([{ selectionId, odds }], stake));
    expect(r.body.status).toBe(true);
    return r.body.data.id as number;
  }

  it('quotes from the price move less the margin and pays the quote once', async () => {
    const match = await seedMatch(ctx);
    const m = await funded('500');
    const sel = match.markets['1x2']!.sel.home!;
    const id = await single(m.token, sel, '2.100');
    await ctx.database.db.execute(sql`update sb_selections set odds_k = 1800 where id = ${sel}`);
    const q = await quote(m.token, id);
    // floor(100 × 2100/1800 × 0.95) = 110.8333
    expect(q.body.data).toMatchObject({ betId: id, amount: '110.8333' });
    const done = await accept(m.token, q.body.data.quoteId);
    expect(done.body.data).toMatchObject({ status: 'cashed_out', payout: '110.8333', winLoss: '10.8333' });
    const again = await accept(m.token, q.body.data.quoteId);
    expect(again.body.data.id).toBe(id);
    expect(await bal(m.token)).toBe('510.8333');
    expect((await quote(m.token, id)).body.code).toBe('CASHOUT_UNAVAILABLE');
  });

  it('refuses an expired quote, another member’s quote, and a quote whose market moved', async () => {
    const match = await seedMatch(ctx);
    const m = await funded('500');
    const other = await funded('100');
    const id = await single(m.token, match.markets.ah!.sel.home!, '1.950');
    const q1 = await quote(m.token, id);
    expect((await accept(other.token, q1.body.data.quoteId)).body.code).toBe('CASHOUT_UNAVAILABLE');
    clockMs += 11_000;
    expect((await accept(m.token, q1.body.data.quoteId)).body.code).toBe('CASHOUT_QUOTE_EXPIRED');
    const q2 = await quote(m.token, id);
    await adminPost(ctx, ops.admin, 'sports/market/status', {
      marketId: match.markets.ah!.id,
      status: 'suspended',
    });
    expect((await quote(m.token, id)).body.code).toBe('CASHOUT_UNAVAILABLE');
    await adminPost(ctx, ops.admin, 'sports/market/status', {
      marketId: match.markets.ah!.id,
      status: 'open',
    });
    expect((await accept(m.token, q2.body.data.quoteId)).body.code).toBe('CASHOUT_QUOTE_EXPIRED');
    expect(await bal(m.token)).toBe('400.0000');
    expect((await quote(other.token, id)).body.code).toBe('BET_NOT_FOUND');
  });

  it('a cash-out racing the settlement: exactly one of them pays', async () => {
    for (let round = 0; round < 4; round++) {
      const match = await seedMatch(ctx);
      const m = await funded('200');
      const id = await single(m.token, match.markets['1x2']!.sel.home!, '2.100');
      const q = await quote(m.token, id);
      const [c] = await Promise.all([
        accept(m.token, q.body.data.quoteId),
        ctx.app.services.sportsbook.settlement.settleMatch(
          BigInt(match.id),
          { ftHome: 1, ftAway: 0, h1Home: 0, h1Away: 0 },
          'feed',
        ),
      ]);
      const d = await get(m.token, `/api/findmed/v1/member/bet/detail?id=${id}`);
      if (c.body.status === true) {
        expect(d.body.data).toMatchObject({ status: 'cashed_out', payout: '95.0000' });
        expect(await bal(m.token)).toBe('195.0000');
      } else {
        expect(d.body.data).toMatchObject({ status: 'settled', payout: '210.0000' });
        expect(await bal(m.token)).toBe('310.0000');
      }
    }
  });

  it('bet records filter by status and add stake, valid stake and win/loss; detail is own bets only', async () => {
    const m = await funded('1000');
    const intruder = await funded('100');
    const a = await seedMatch(ctx);
    const b = await seedMatch(ctx);
    const c = await seedMatch(ctx);
    const won = await single(m.token, a.markets['1x2']!.sel.home!, '2.100');
    await single(m.token, b.markets['1x2']!.sel.home!, '2.100');
    const open = await single(m.token, c.markets['1x2']!.sel.home!, '2.100');
    await adminPost(ctx, ops.admin, 'sports/match/result', { matchId: a.id, ftHome: 1, ftAway: 0 });
    await adminPost(ctx, ops.admin, 'sports/match/result', { matchId: b.id, ftHome: 0, ftAway: 0 });
    const all = await get(m.token, '/api/findmed/v1/member/bet/records?product=all&status=all');
    expect(all.body.data).toMatchObject({
      total: 3,
      totals: { stake: '300.0000', validStake: '200.0000', winLoss: '10.0000' },
    });
    const unsettled = await get(m.token, '/api/findmed/v1/member/bet/records?status=unsettled');
    expect(unsettled.body.data.list.map((x: { id: number }) => x.id)).toEqual([open]);
    const settled = await get(m.token, '/api/findmed/v1/member/bet/records?status=settled&size=1&page=2');
    expect(settled.body.data).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(settled.body.data.list).toHaveLength(1);
    const cancelled = await get(m.token, '/api/findmed/v1/member/bet/records?status=cancelled');
    expect(cancelled.body.data.total).toBe(0);
    const mine = await get(m.token, `/api/findmed/v1/member/bet/detail?id=${won}`);
    expect(mine.body.data).toMatchObject({ id: won, outcome: 'win', payout: '210.0000' });
    expect(mine.body.data.legs[0].score).toBe('1-0');
    const theirs = await get(intruder.token, `/api/findmed/v1/member/bet/detail?id=${won}`);
    expect(theirs.body).toMatchObject({ status: false, code: 'BET_NOT_FOUND' });
    expect(JSON.stringify(theirs.body)).not.toContain('210');
    const openList = await get(m.token, '/api/findmed/v1/sports/bets/open');
    expect(openList.body.data.list.map((x: { id: number }) => x.id)).toEqual([open]);
    const opsView = await call(ctx.app, {
      method: 'GET',
      url: `/api/admin/v1/sports/member-bets?siteCode=hgtyc&account=${m.username}`,
      headers: { ...clientHeaders(), authorization: `Bearer ${ops.finance}` },
    });
    expect(opsView.body.data.total).toBe(3);
    const liability = await call(ctx.app, {
      method: 'GET',
      url: `/api/admin/v1/sports/liability?siteCode=hgtyc&matchId=${c.id}`,
      headers: { ...clientHeaders(), authorization: `Bearer ${ops.finance}` },
    });
    const x12 = liability.body.data.markets.find((k: { type: string }) => k.type === '1x2');
    expect(x12.selections.find((s: { code: string }) => s.code === 'home')).toMatchObject({
      bets: 1,
      stake: '100.0000',
      payout: '210.0000',
      houseNet: '-110.0000',
    });
  });
});
