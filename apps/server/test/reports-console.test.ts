import type { SiteCode } from '@houseline/shared/brands/types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/platform/crypto/password-hash.ts';
import { turnoverEntries } from '../src/platform/db/schema.ts';
import { BACKENDS, buildMember, call, clientHeaders, createTestApp, type TestContext } from './helpers.ts';
import { fund } from './live-tables-helpers.ts';
import { memberJson, placeBet, seedMatch, slip } from './sportsbook-helpers.ts';
import { openGame, round, rowsOf, seamlessCall } from './venue-rounds-helpers.ts';
import { adminPost, auditMoney, depositByGateway, loginOperator, operatorTokens } from './wallet-helpers.ts';

const DAY_MS = 86_400_000;
/** A brand day (UTC+8) `back` days before today, as the reports' `YYYY-MM-DD`. */
const brandDay = (back = 0) =>
  new Date(Date.now() + 8 * 3_600_000 - back * DAY_MS).toISOString().slice(0, 10);

interface Ranked {
  rank: number;
  memberId: string;
  username: string;
  bets: number;
  stake: string;
  payout: string;
  net: string;
}

/**
 * Issue 24: the three reports the daily report lacked. Real bets (seamless venue rounds and a
 * settled sportsbook single), deposits, turnover, a paid commission and page-view beacons go in
 * through the product paths; the ranking, the agents and the page views come out exact, for the
 * brand alone; support and content are refused; a bad range is refused in Chinese.
 */
describe.each(BACKENDS)('the console reports: ranking, agents, page views (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string; support: string; content: string; foreign: string };

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    const base = await operatorTokens(ctx);
    const make = async (
      username: string,
      role: 'content' | 'support' | 'finance',
      brands: string[] | null,
    ) => {
      await ctx.app.services.operators.create({ username, password: 'Console-pass-2026', role, brands });
      return loginOperator(ctx, username, 'Console-pass-2026');
    };
    ops = {
      ...base,
      support: await make('opsuprep', 'support', null),
      content: await make('opconrep', 'content', null),
      // finance of another brand only: hgtyc's reports are not theirs to read
      foreign: await make('opfinblty', 'finance', ['blty']),
    };
  });
  afterAll(async () => {
    expect((await auditMoney(ctx)).problems).toEqual([]);
    await ctx?.close();
  });

  const get = (token: string, path: string, site: SiteCode = 'hgtyc') =>
    call(ctx.app, {
      method: 'GET',
      url: `/api/admin/v1/reports/${path}`,
      headers: { ...clientHeaders(site, { lang: 'zh-CN' }), authorization: `Bearer ${token}` },
    });

  /** A member with money at the seamless demo venue (a live game session there). */
  async function player() {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, '1000');
    await openGame(ctx, m.token);
    return { ...m, player: `hgtyc_${m.id}` };
  }

  /** A settled round at the seamless venue (a `slot` bet): `stake` debited, `payout` credited. */
  async function spin(who: { player: string }, stake: string, payout?: string) {
    const r = round(who.player);
    expect((await seamlessCall(ctx, 'debit', r.debit(stake))).body.status).toBe('ok');
    if (payout !== undefined)
      expect((await seamlessCall(ctx, 'credit', r.credit(payout))).body.status).toBe('ok');
    return r.roundId;
  }

  it('ranks the members by net over their settled bets: order, products, pages, range, totals', async () => {
    const a = await player();
    const b = await player();
    const c = await player();
    const d = await player();
    await spin(a, '100', '350'); // +250
    const bRound = await spin(b, '200', '0'); // −200
    await spin(c, '50', '20'); // −30 at the venue
    await spin(d, '40'); // open: not ranked
    const match = await seedMatch(ctx);
    const bet = await placeBet(
      ctx,
      c.token,
      slip([{ selectionId: match.markets['1x2']!.sel.home!, odds: '2.100' }], '100'),
    );
    expect(bet.body.status).toBe(true);
    // Another brand's winner on the same match is never in hgtyc's ranking.
    const other = await buildMember(ctx, { siteCode: 'blty' });
    await fund(ctx, other.id, '1000', 'blty');
    const home = match.markets['1x2']!.sel.home!;
    const theirBet = await memberJson(
      ctx,
      other.token,
      '/api/findmed/v1/sports/bet',
      slip([{ selectionId: home, odds: '2.100' }], '900'),
      'blty',
    );
    expect(theirBet.body.status, JSON.stringify(theirBet.body)).toBe(true);
    const result = await adminPost(ctx, ops.admin, 'sports/match/result', {
      matchId: match.id,
      ftHome: 1,
      ftAway: 0,
      h1Home: null,
      h1Away: null,
    });
    expect(result.body.status).toBe(true); // c: +110 on the sportsbook, +80 in all
    const today = brandDay();
    const rank = async (query: string, token = ops.finance) => {
      const res = await get(token, `ranking?from=${today}&to=${today}${query}`);
      expect(res.body.status, JSON.stringify(res.body)).toBe(true);
      return res.body.data as {
        list: Ranked[];
        total: number;
        totals: Record<string, unknown>;
        currency: string;
      };
    };
    const winners = await rank('');
    expect(winners.currency).toBe('CNY');
    expect(winners.list.map((r) => [r.rank, r.username, r.bets, r.stake, r.payout, r.net])).toEqual([
      [1, a.username, 1, '100.0000', '350.0000', '250.0000'],
      [2, c.username, 2, '150.0000', '230.0000', '80.0000'],
      [3, b.username, 1, '200.0000', '0.0000', '-200.0000'],
    ]);
    expect(winners.total).toBe(3);
    // ... and is in their own brand's, which their brand's finance reads.
    const theirs = (await get(ops.foreign, `ranking?from=${today}&to=${today}`, 'blty')).body.data;
    expect(theirs.list.map((r: Ranked) => [r.username, r.net])).toEqual([[other.username, '990.0000']]);
    expect(winners.totals).toEqual({ bets: 4, stake: '450.0000', payout: '580.0000', net: '130.0000' });
    expect((await rank('&order=losers')).list.map((r) => r.username)).toEqual([
      b.username,
      c.username,
      a.username,
    ]);
    expect((await rank('&product=slot')).list.map((r) => [r.username, r.net])).toEqual([
      [a.username, '250.0000'],
      [c.username, '-30.0000'],
      [b.username, '-200.0000'],
    ]);
    expect((await rank('&product=sportsbook')).list.map((r) => [r.username, r.net])).toEqual([
      [c.username, '110.0000'],
    ]);
    expect((await rank('&product=live_tables')).total).toBe(0);
    const second = await rank('&size=1&page=2');
    expect(second).toMatchObject({ total: 3, list: [{ rank: 2, memberId: String(c.id) }] });
    expect((await rank('&size=1&page=9')).list).toEqual([]);

    // The nets are the daily report's bets by product, per member: together they are its GGR, negated.
    const daily = (await get(ops.finance, `daily?from=${today}&to=${today}`)).body.data;
    const ggr = daily.products.reduce((s: number, p: { ggr: string }) => s + Number(p.ggr), 0);
    expect(ggr).toBe(-130);

    // A bet placed ten days ago leaves today's ranking and is in a range that covers its day.
    await ctx.database.db.execute(sql`update venue_bets set placed_at = placed_at - interval '10 days',
      settled_at = settled_at - interval '10 days' where round_id = ${bRound}`);
    expect((await rank('')).list.map((r) => r.username)).toEqual([a.username, c.username]);
    const wide = await get(ops.finance, `ranking?from=${brandDay(13)}&to=${today}&order=losers`);
    expect(wide.body.data.list[0]).toMatchObject({ username: b.username, net: '-200.0000' });
    const old = await get(ops.finance, `ranking?from=${brandDay(10)}&to=${brandDay(10)}`);
    expect(old.body.data.list.map((r: Ranked) => r.username)).toEqual([b.username]);
  });

  it('reports each agent: its team, new members, their deposits, turnover and GGR, the commission paid', async () => {
    const passwordHash = await hashPassword('Passw0rd!');
    let n = 0;
    const member = async (parent?: bigint, createdAt?: Date) => {
      n += 1;
      const row = await ctx.app.services.members.insert(ctx.database.db, {
        siteCode: 'hgtyc',
        username: `rag${process.pid % 1000}x${n}`.slice(0, 11),
        passwordHash,
        inviteCode: `RA${process.pid % 1000}${n}`.padEnd(8, 'X'),
        ...(parent ? { parentId: parent } : {}),
      });
      if (createdAt)
        await ctx.database.db.execute(sql`update members set created_at = ${createdAt} where id = ${row.id}`);
      const token = await ctx.app.services.sessions.create({
        memberId: row.id,
        siteCode: 'hgtyc',
        deviceNo: 'test',
        ip: '127.0.0.1',
      });
      return { id: row.id, username: row.username, token, player: `hgtyc_${row.id}` };
    };
    const agent = await member();
    // The level-1 invitee joined 30 days ago; its invitee (level 2) and a level-3 one joined today.
    const l1 = await member(agent.id, new Date(Date.now() - 30 * DAY_MS));
    const l2 = await member(l1.id);
    const l3 = await member(l2.id);
    const l4 = await member(l3.id); // beyond AGENT_TREE_DEPTH: not the agent's team
    for (const [who, amount] of [
      [l1, '300'],
      [l2, '200'],
      [l4, '5000'],
    ] as const)
      await depositByGateway(ctx, who.token, amount);
    await openGame(ctx, l2.token);
    await spin(l2, '100', '40'); // the house keeps 60
    const at = new Date();
    for (const [who, amountMinor] of [
      [l1, 1_000_000n],
      [l3, 500_000n],
      [l4, 9_000_000n],
    ] as const)
      await ctx.database.db.insert(turnoverEntries).values({
        siteCode: 'hgtyc',
        memberId: who.id,
        kind: 'progress',
        amount: amountMinor,
        reference: `report:${who.id}`,
        createdAt: at,
      });
    // A commission paid two days ago: in a range that covers it, not in today's.
    const { agent: agents } = ctx.app.services;
    await ctx.database.db.insert(turnoverEntries).values({
      siteCode: 'hgtyc',
      memberId: l1.id,
      kind: 'progress',
      amount: 100_000_000n,
      reference: `report:${l1.id}:old`,
      createdAt: new Date(Date.now() - 3 * DAY_MS),
    });
    await agents.settleClosedDays();
    const [paid] = rowsOf<{ s: string }>(
      await ctx.database.db.execute(
        sql`select sum(amount)::text as s from agent_commissions where member_id = ${agent.id}`,
      ),
    );
    expect(paid?.s).toBe('500000'); // 10 000 × 0.50 % = 50
    await ctx.database.db.execute(
      sql`update agent_commissions set created_at = now() - interval '2 days' where member_id = ${agent.id}`,
    );

    const today = brandDay();
    const rowOf = async (from: string, sort = 'turnover') => {
      const res = await get(ops.finance, `agents?from=${from}&to=${today}&sort=${sort}&size=100`);
      expect(res.body.status, JSON.stringify(res.body)).toBe(true);
      return res.body.data.list.find((r: { memberId: string }) => r.memberId === String(agent.id));
    };
    expect(await rowOf(today)).toEqual({
      memberId: String(agent.id),
      username: agent.username,
      inviteCode: expect.stringMatching(/^RA/),
      directMembers: 1,
      indirectMembers: 2,
      newMembers: 2,
      deposits: '500.0000',
      // 100 + 50 recorded, and the 100 l2 staked at the venue
      turnover: '250.0000',
      ggr: '60.0000',
      commission: '0.0000',
      commissionCount: 0,
    });
    expect(await rowOf(brandDay(6))).toMatchObject({
      newMembers: 2,
      turnover: '10250.0000',
      commission: '50.0000',
      commissionCount: 1,
    });
    expect(await rowOf(brandDay(40))).toMatchObject({ newMembers: 3 });
    // Every inviter is an agent with its own team: sorted by deposits, l1 (l2, l3 and l4: 200 + 5 000)
    // leads, then l2 (l3, l4) and l3 (l4), then the agent (l4 beyond its three levels).
    const byDeposits = (await get(ops.finance, `agents?from=${today}&to=${today}&sort=deposits`)).body.data;
    type AgentRow = { username: string; deposits: string; directMembers: number; indirectMembers: number };
    expect(
      byDeposits.list.map((r: AgentRow) => [r.username, r.deposits, r.directMembers, r.indirectMembers]),
    ).toEqual([
      [l1.username, '5200.0000', 1, 2],
      [l2.username, '5000.0000', 1, 1],
      [l3.username, '5000.0000', 1, 0],
      [agent.username, '500.0000', 1, 2],
    ]);
    expect(byDeposits.total).toBe(4);
    const past = (await get(ops.finance, `agents?from=${today}&to=${today}&page=50`)).body.data;
    expect(past).toMatchObject({ list: [], total: byDeposits.total });
  });

  it('counts page views per route and per day, queries and ids folded, for the brand alone', async () => {
    const beacon = (site: SiteCode, path: string, layout = 'h5', vid?: string) =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/findmed/v1/analytics/pageview',
        headers: { ...clientHeaders(site, vid ? { vid } : {}), 'content-type': 'application/json' },
        payload: { path, kind: 'navigate', layout },
      });
    const first = await beacon('hgtyc', '/app/home?from=ad');
    const vid = first.headers.vid as string;
    await beacon('hgtyc', '/app/home', 'desktop', vid);
    await beacon('hgtyc', '/app/home', 'h5');
    await beacon('hgtyc', '/sports/1/match/123', 'h5', vid);
    await beacon('hgtyc', '/sports/2/match/456#odds', 'desktop', vid);
    await beacon('hgty', '/app/elsewhere');
    // One view two days ago.
    await beacon('hgtyc', '/app/old', 'h5', vid);
    await ctx.database.db.execute(
      sql`update page_views set created_at = now() - interval '2 days' where path = '/app/old'`,
    );

    const today = brandDay();
    const res = await get(ops.finance, `page-views?from=${brandDay(2)}&to=${today}`);
    expect(res.body.status, JSON.stringify(res.body)).toBe(true);
    const report = res.body.data;
    expect(report.list).toEqual([
      { route: '/app/home', views: 3, visitors: 2, h5: 2, desktop: 1 },
      { route: '/sports/:id/match/:id', views: 2, visitors: 1, h5: 1, desktop: 1 },
      { route: '/app/old', views: 1, visitors: 1, h5: 1, desktop: 0 },
    ]);
    expect(report.total).toBe(3);
    expect(report.totals).toEqual({ views: 6, visitors: 2 });
    expect(report.days.map((d: { day: string }) => d.day)).toEqual([brandDay(2), brandDay(1), today]);
    expect(report.days.map((d: { views: number }) => d.views)).toEqual([1, 0, 5]);
    expect(report.series).toEqual([
      { route: '/app/home', views: [0, 0, 3] },
      { route: '/sports/:id/match/:id', views: [0, 0, 2] },
      { route: '/app/old', views: [1, 0, 0] },
    ]);
    const paged = (await get(ops.finance, `page-views?from=${today}&to=${today}&size=1&page=2`)).body.data;
    expect(paged).toMatchObject({ total: 2, list: [{ route: '/sports/:id/match/:id' }] });
    const elsewhere = (await get(ops.admin, `page-views?from=${today}&to=${today}`, 'hgty')).body.data;
    expect(elsewhere.list).toEqual([{ route: '/app/elsewhere', views: 1, visitors: 1, h5: 1, desktop: 0 }]);
  });

  it('opens the reports to admin and finance only, each brand its own; refuses a bad range in Chinese', async () => {
    const today = brandDay();
    for (const path of ['ranking', 'agents', 'page-views']) {
      const range = `${path}?from=${today}&to=${today}`;
      expect((await get(ops.admin, range)).body.status, path).toBe(true);
      for (const token of [ops.support, ops.content, ops.foreign])
        expect((await get(token, range)).body.code, path).toBe('OPERATOR_FORBIDDEN');
      const member = await buildMember(ctx);
      expect((await get(member.token, range)).body.status).toBe(false);

      const backwards = (await get(ops.finance, `${path}?from=${today}&to=${brandDay(3)}`)).body;
      expect(backwards.status).toBe(false);
      expect(String(backwards.data)).toContain('开始日期不能晚于结束日期');
      const long = (await get(ops.finance, `${path}?from=${brandDay(92)}&to=${today}`)).body;
      expect(long.status).toBe(false);
      expect(String(long.data)).toContain('最多92天');
      expect((await get(ops.finance, `${path}?from=${brandDay(91)}&to=${today}`)).body.status).toBe(true);
      const junk = (await get(ops.finance, `${path}?from=yesterday&to=${today}`)).body;
      expect(String(junk.data)).toContain('日期范围');
    }
    expect(
      String((await get(ops.finance, `ranking?from=${today}&to=${today}&order=best`)).body.data),
    ).toContain('请选择排行方式');
    expect(
      String((await get(ops.finance, `ranking?from=${today}&to=${today}&product=poker`)).body.data),
    ).toContain('请选择正确的产品');
    expect(
      String((await get(ops.finance, `agents?from=${today}&to=${today}&sort=name`)).body.data),
    ).toContain('请选择正确的排序方式');
  });
});
