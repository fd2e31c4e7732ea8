import type { OddsUpdate } from '@houseline/shared/api/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueRepository } from '../src/modules/sportsbook/catalogue.repository.ts';
import { createLiabilityRepository } from '../src/modules/sportsbook/liability.repository.ts';
import { createSportsAdminService } from '../src/modules/sportsbook/sportsbook-admin.service.ts';
import { BACKENDS, buildMember, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { type MatchFixture, placeBet, publicGet, seedMatch, slip } from './sportsbook-helpers.ts';
import { adminPost, operatorTokens } from './wallet-helpers.ts';

// Noon in Shanghai (04:00 UTC): "today" runs to 16:00 UTC.
const NOW = new Date('2026-11-23T04:00:00Z');
const H = 3_600_000;

describe.each(BACKENDS)('sportsbook catalogue (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };
  let today: MatchFixture;
  const recommended: MatchFixture[] = [];

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false }, now: () => NOW });
    ops = await operatorTokens(ctx);
    const at = (h: number) => new Date(NOW.getTime() + h * H);
    today = await seedMatch(ctx, { kickoffAt: at(2) });
    await seedMatch(ctx, { kickoffAt: at(11) }); // 23:00 Shanghai: still today
    await seedMatch(ctx, { kickoffAt: at(13) }); // 01:00 tomorrow: early
    await seedMatch(ctx, { kickoffAt: at(-1), status: 'live' });
    await seedMatch(ctx, { kickoffAt: at(-5), status: 'finished' });
    await seedMatch(ctx, { kickoffAt: at(3), sport: 'basketball' });
    for (let i = 0; i < 3; i++) {
      recommended.push(
        await seedMatch(ctx, { kickoffAt: at(30 + i), recommended: true, recommendSort: 3 - i }),
      );
    }
  });
  afterAll(async () => ctx.close());

  it('the menu counts matches per sport and tab, with the leagues of the asked tab', async () => {
    const res = await publicGet(ctx, '/api/findmed/v1/sports/menu?tab=today');
    const football = res.body.data.sports.find((s: { code: string }) => s.code === 'football');
    expect(football.counts).toEqual({ today: 2, early: 4, live: 1, parlay: 7 });
    expect(football.name).toBe('足球');
    expect(football.leagues).toHaveLength(2);
    const basketball = res.body.data.sports.find((s: { code: string }) => s.code === 'basketball');
    expect(basketball.counts).toMatchObject({ today: 1, early: 0 });
  });

  it('the match list carries the main markets only; the detail every market', async () => {
    const res = await publicGet(ctx, '/api/findmed/v1/sports/matches?sport=football&tab=today');
    expect(res.body.data).toMatchObject({ total: 2, page: 1 });
    const first = res.body.data.list[0];
    expect(first.id).toBe(today.id);
    expect(first.markets.map((m: { type: string }) => m.type)).toEqual(['1x2', 'ah', 'ou']);
    expect(first.marketCount).toBe(5);
    expect(first.markets[1]).toMatchObject({ line: -0.25, main: true, status: 'open' });
    expect(first.markets[0].selections[0]).toMatchObject({ code: 'home', odds: '2.100' });
    const live = await publicGet(ctx, '/api/findmed/v1/sports/matches?sport=football&tab=live');
    expect(live.body.data.list.map((m: { status: string }) => m.status)).toEqual(['live']);
    const detail = await publicGet(ctx, `/api/findmed/v1/sports/match?id=${today.id}`);
    expect(detail.body.data.markets).toHaveLength(5);
    const missing = await publicGet(ctx, '/api/findmed/v1/sports/match?id=987654321');
    expect(missing.body.code).toBe('MATCH_NOT_FOUND');
  });

  it('the recommended list: hgty and hgtyc only, flagged matches on placement 2, paged with a total', async () => {
    const post = (siteCode: 'hgty' | 'hgtyc' | '188', payload: Record<string, unknown>) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/findmed/v1/match/recommend/list',
        headers: { ...clientHeaders(siteCode), 'content-type': 'application/json' },
        payload,
      });
    const flagged = await post('hgty', { classification: '足球', placement: 2, page: 1, page_size: 2 });
    expect(flagged.body.data.t).toBe(3);
    // Ordered by the recommend sort (3 - i): the last seeded first.
    expect(flagged.body.data.d.map((m: { id: number }) => m.id)).toEqual([
      recommended[2]!.id,
      recommended[1]!.id,
    ]);
    expect(flagged.body.data.d[0]).toMatchObject({ game_type: 6, gameType: 6, isRecomd: 1 });
    const page2 = await post('hgtyc', { classification: '足球', placement: 2, page: 2, page_size: 2 });
    expect(page2.body.data.d.map((m: { id: number }) => m.id)).toEqual([recommended[0]!.id]);
    // Past the end: page 1 again.
    const wrap = await post('hgtyc', { classification: '足球', placement: 2, page: 5, page_size: 2 });
    expect(wrap.body.data.d).toHaveLength(2);
    const main = await post('hgtyc', {});
    expect(main.body.data.t).toBe(7);
    expect(main.body.data.d).toHaveLength(3);
    const basketball = await post('hgty', { classification: '篮球', placement: 1 });
    expect(basketball.body.data.t).toBe(1);
    expect((await post('188', { placement: 2 })).body.data).toEqual({ d: [], t: 0 });
  });

  it('operators suspend and reopen a market and a match; bets follow', async () => {
    const m = await buildMember(ctx);
    // The clock is fixed (a signed gateway callback would be stale): fund through an adjustment.
    const { ledger } = ctx.app.services;
    const center = await ledger.memberAccount('hgtyc', m.id, 'center', 'CNY');
    const house = await ledger.houseAccount('hgtyc', 'adjustment', 'CNY');
    await ledger.post({
      siteCode: 'hgtyc',
      kind: 'adjust',
      idempotencyKey: `test-fund-${m.id}`,
      lines: [
        { accountId: center.id, currency: 'CNY', amount: 5_000_000n },
        { accountId: house.id, currency: 'CNY', amount: -5_000_000n },
      ],
    });
    const sel = today.markets['1x2']!.sel.home!;
    const s = await adminPost(ctx, ops.admin, 'sports/market/status', {
      marketId: today.markets['1x2']!.id,
      status: 'suspended',
    });
    expect(s.body.data).toMatchObject({ status: 'suspended', version: 2 });
    expect((await placeBet(ctx, m.token, slip([{ selectionId: sel, odds: '2.100' }], '50'))).body.code).toBe(
      'MARKET_SUSPENDED',
    );
    await adminPost(ctx, ops.admin, 'sports/market/status', {
      marketId: today.markets['1x2']!.id,
      status: 'open',
    });
    const ms = await adminPost(ctx, ops.admin, 'sports/match/status', {
      matchId: today.id,
      action: 'suspend',
    });
    expect(ms.body.data).toMatchObject({ matchId: today.id, status: 'scheduled' });
    expect((await placeBet(ctx, m.token, slip([{ selectionId: sel, odds: '2.100' }], '50'))).body.code).toBe(
      'MARKET_SUSPENDED',
    );
    await adminPost(ctx, ops.admin, 'sports/match/status', { matchId: today.id, action: 'reopen' });
    expect(
      (await placeBet(ctx, m.token, slip([{ selectionId: sel, odds: '2.100' }], '50'))).body.status,
    ).toBe(true);
    const audit = await call(ctx.app, {
      method: 'GET',
      url: '/api/admin/v1/audit?page=1&size=50',
      headers: { ...clientHeaders(), authorization: `Bearer ${ops.admin}` },
    });
    if (audit.body.status) {
      const actions = audit.body.data.list.map((r: { action: string }) => r.action);
      expect(actions).toEqual(expect.arrayContaining(['sports.market.suspend', 'sports.match.suspend']));
    }
    const forbidden = await adminPost(ctx, ops.finance, 'sports/market/status', {
      marketId: today.markets['1x2']!.id,
      status: 'suspended',
    });
    expect(forbidden.body.code).toBe('OPERATOR_FORBIDDEN');
  });

  it('operator actions publish the new market and match state after commit', async () => {
    const updates: OddsUpdate[] = [];
    const admin = createSportsAdminService({
      db: ctx.database.db,
      catalogue: createCatalogueRepository(),
      liability: createLiabilityRepository(),
      settlement: ctx.app.services.sportsbook.settlement,
      publishOdds: (u) => updates.push(u),
      now: () => NOW,
    });
    const match = await seedMatch(ctx, { kickoffAt: new Date(NOW.getTime() + 5 * H) });
    const audit = async () => undefined;
    await admin.marketStatus(match.markets.ou!.id, 'suspended', audit);
    expect(updates.at(-1)!.markets).toEqual([
      expect.objectContaining({ id: match.markets.ou!.id, status: 'suspended', version: 2 }),
    ]);
    await admin.matchStatus(match.id, 'suspend', audit);
    expect(updates.at(-1)!.matches).toEqual([expect.objectContaining({ id: match.id, suspended: true })]);
    await admin.voidMatch(match.id, '比赛取消', audit);
    const last = updates.at(-1)!;
    expect(last.matches[0]).toMatchObject({ id: match.id, status: 'cancelled' });
    expect(last.markets.every((m) => m.status === 'void')).toBe(true);
    expect(last.at).toBe(NOW.getTime());
  });
});
