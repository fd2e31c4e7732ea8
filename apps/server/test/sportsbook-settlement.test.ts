import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { placeBet, seedMatch, slip } from './sportsbook-helpers.ts';
import { adminPost, auditMoney, balanceOf, depositByGateway, operatorTokens } from './wallet-helpers.ts';

function rows<T>(r: unknown): T[] {
  return ((r as { rows?: T[] }).rows ?? r) as T[];
}

describe.each(BACKENDS)('sportsbook settlement (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
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
  const result = (
    matchId: number,
    ftHome: number,
    ftAway: number,
    h1Home: number | null = null,
    h1Away: number | null = null,
  ) => adminPost(ctx, ops.admin, 'sports/match/result', { matchId, ftHome, ftAway, h1Home, h1Away });
  async function bet(token: string, selectionId: number, odds: string, stake = '100') {
    const r = await placeBet(ctx, token, slip([{ selectionId, odds }], stake));
    expect(r.body.status).toBe(true);
    return r.body.data as { id: number };
  }
  async function detail(token: string, id: number) {
    const { call, clientHeaders } = await import('./helpers.ts');
    return (
      await call(ctx.app, {
        method: 'GET',
        url: `/api/findmed/v1/member/bet/detail?id=${id}`,
        headers: clientHeaders('hgtyc', { t: token }),
      })
    ).body;
  }

  it('settles every outcome: win, lose, half win, half lose, push, void', async () => {
    const match = await seedMatch(ctx, {
      markets: [
        { key: '1x2', type: '1x2', main: true, odds: { home: 2100, draw: 3200, away: 3500 } },
        { key: 'ahq', type: 'ah', lineQ: -1, odds: { home: 1950, away: 1900 } },
        { key: 'ah0', type: 'ah', lineQ: 0, odds: { home: 1900, away: 1900 } },
        { key: 'ou', type: 'ou', lineQ: 10, odds: { over: 1900, under: 1950 } },
        { key: 'h1', type: '1x2', period: '1h', odds: { home: 2800, draw: 2100, away: 4000 } },
      ],
    });
    const m = await funded('1000');
    const plan: [number, string, string, string][] = [
      [match.markets['1x2']!.sel.draw!, '3.200', 'win', '320.0000'],
      [match.markets['1x2']!.sel.home!, '2.100', 'lose', '0.0000'],
      [match.markets.ahq!.sel.home!, '1.950', 'half_lose', '50.0000'],
      [match.markets.ahq!.sel.away!, '1.900', 'half_win', '145.0000'],
      [match.markets.ah0!.sel.home!, '1.900', 'push', '100.0000'],
      [match.markets.ou!.sel.under!, '1.950', 'win', '195.0000'],
      [match.markets.h1!.sel.home!, '2.800', 'void', '100.0000'],
    ];
    const ids = [];
    for (const [sel, odds] of plan) ids.push((await bet(m.token, sel, odds)).id);
    expect(await bal(m.token)).toBe('300.0000');
    const r = await result(match.id, 1, 1);
    expect(r.body.data).toMatchObject({ status: 'finished', betsAffected: 7, resultVersion: 1 });
    for (const [i, [, , outcome, payout]] of plan.entries()) {
      const d = await detail(m.token, ids[i]!);
      expect({ outcome: d.data.outcome, payout: d.data.payout }).toEqual({ outcome, payout });
    }
    // 300 + 320 + 0 + 50 + 145 + 100 + 195 + 100
    expect(await bal(m.token)).toBe('1210.0000');
    const again = await result(match.id, 1, 1);
    expect(again.body.data).toMatchObject({ betsAffected: 0, resultVersion: 1 });
    expect(await bal(m.token)).toBe('1210.0000');
    // Valid stake went to turnover: win/lose 100, half 50, push/void 0 — but both sides of the
    // quarter handicap (50 valid each) cover each other and count nothing (decision 0050); the
    // 1x2 draw and home leave away uncovered and count in full.
    const t = rows<{ s: string }>(
      await ctx.database.db.execute(sql`select coalesce(sum(amount), 0)::text as s from turnover_entries
        where member_id = ${m.id} and kind = 'progress'`),
    );
    expect(t[0]!.s).toBe(String((100 + 100 + 0 + 0 + 100) * 10_000));
  });

  it('a correction re-settles with adjusting entries; reversing it restores every balance', async () => {
    const match = await seedMatch(ctx);
    const a = await funded('500');
    const b = await funded('500');
    await bet(a.token, match.markets['1x2']!.sel.home!, '2.100');
    await bet(b.token, match.markets['1x2']!.sel.away!, '3.500');
    await result(match.id, 2, 0);
    expect([await bal(a.token), await bal(b.token)]).toEqual(['610.0000', '400.0000']);
    const corrected = await result(match.id, 0, 1);
    expect(corrected.body.data).toMatchObject({ resultVersion: 2, betsAffected: 2 });
    expect([await bal(a.token), await bal(b.token)]).toEqual(['400.0000', '750.0000']);
    const back = await result(match.id, 2, 0);
    expect(back.body.data).toMatchObject({ resultVersion: 3, betsAffected: 2 });
    expect([await bal(a.token), await bal(b.token)]).toEqual(['610.0000', '400.0000']);
    const keys = rows<{ k: string }>(
      await ctx.database.db.execute(sql`select idempotency_key as k from ledger_entries
        where idempotency_key like 'sb:settle:%' and reference in
          (select 'sb:' || id from sb_bets where member_id in (${a.id}, ${b.id})) order by id`),
    ).map((r) => r.k.replace(/\d+:/, 'N:'));
    expect(keys.length).toBe(5);
  });

  it('voiding a match refunds singles and recomputes parlays without its leg', async () => {
    const x = await seedMatch(ctx);
    const y = await seedMatch(ctx);
    const m = await funded('500');
    await bet(m.token, x.markets['1x2']!.sel.home!, '2.100');
    const parlay = await placeBet(
      ctx,
      m.token,
      slip(
        [
          { selectionId: x.markets['1x2']!.sel.home!, odds: '2.100' },
          { selectionId: y.markets['1x2']!.sel.home!, odds: '2.100' },
        ],
        '100',
      ),
    );
    expect(parlay.body.status).toBe(true);
    await result(y.id, 1, 0);
    expect(await bal(m.token)).toBe('300.0000');
    const v = await adminPost(ctx, ops.admin, 'sports/match/void', { matchId: x.id, reason: '比赛取消' });
    expect(v.body.data).toMatchObject({ status: 'cancelled', betsAffected: 2 });
    // Single refunded 100; parlay = 100 × 1 × 2.1 = 210.
    expect(await bal(m.token)).toBe('610.0000');
    const d = await detail(m.token, parlay.body.data.id);
    expect(d.data).toMatchObject({ status: 'settled', outcome: 'win', payout: '210.0000' });
  });

  it('two settlers at once settle each bet exactly once', async () => {
    const match = await seedMatch(ctx);
    const members = await Promise.all(Array.from({ length: 5 }, () => funded('200')));
    for (const m of members) await bet(m.token, match.markets.ou!.sel.over!, '1.900');
    const svc = ctx.app.services.sportsbook.settlement;
    const res = { ftHome: 2, ftAway: 1, h1Home: 1, h1Away: 0 };
    const [p, q] = await Promise.all([
      svc.settleMatch(BigInt(match.id), res, 'feed'),
      svc.settleMatch(BigInt(match.id), res, 'feed'),
    ]);
    expect(p.betsAffected + q.betsAffected).toBe(5);
    for (const m of members) expect(await bal(m.token)).toBe('290.0000');
    const n = rows<{ n: number }>(
      await ctx.database.db.execute(sql`select count(*)::int as n from sb_settlements s join sb_bets b on b.id = s.bet_id
        join sb_bet_legs g on g.bet_id = b.id where g.match_id = ${match.id}`),
    );
    expect(Number(n[0]!.n)).toBe(5);
  });

  it('bets a crash left unsettled after their result was graded are paid by the sweep, exactly once', async () => {
    const match = await seedMatch(ctx);
    const members = await Promise.all(Array.from({ length: 3 }, () => funded('200')));
    for (const m of members) await bet(m.token, match.markets.ou!.sel.over!, '1.900');
    // What the result entry's first commit leaves when the process dies before settling its bets.
    await ctx.database.db.execute(
      sql`update sb_matches set status = 'finished', result_version = 1 where id = ${match.id}`,
    );
    await ctx.database.db.execute(sql`update sb_bet_legs set outcome = 'win' where match_id = ${match.id}`);
    for (const m of members) expect(await bal(m.token)).toBe('100.0000');
    const svc = ctx.app.services.sportsbook.settlement;
    const [p, q] = await Promise.all([svc.settleOrphans(), svc.settleOrphans()]);
    expect(p + q).toBe(3);
    for (const m of members) expect(await bal(m.token)).toBe('290.0000');
    expect(await svc.settleOrphans()).toBe(0);
    for (const m of members) expect(await bal(m.token)).toBe('290.0000');
  });

  it('a downward correction the member cannot cover takes the balance and alerts operators', async () => {
    const match = await seedMatch(ctx);
    const m = await funded('100');
    await bet(m.token, match.markets['1x2']!.sel.home!, '2.100');
    await result(match.id, 1, 0);
    expect(await bal(m.token)).toBe('210.0000');
    // The member spends most of it on a bet of another match.
    const other = await seedMatch(ctx);
    await bet(m.token, other.markets['1x2']!.sel.home!, '2.100', '200');
    expect(await bal(m.token)).toBe('10.0000');
    await result(match.id, 0, 1);
    expect(await bal(m.token)).toBe('0.0000');
    const alerts = rows<{ n: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as n from job_alerts where job = 'sportsbook.settle'`,
      ),
    );
    expect(Number(alerts[0]!.n)).toBeGreaterThan(0);
    // Reversing the correction pays only the difference from what was paid so far (210 − 200):
    // the member ends where no correction would have left them.
    await result(match.id, 1, 0);
    expect(await bal(m.token)).toBe('10.0000');
  });

  it('the valid stake of a settled bet counts toward the deposit turnover requirement', async () => {
    const match = await seedMatch(ctx);
    const m = await funded('1000');
    const info = async () => {
      const { call, clientHeaders } = await import('./helpers.ts');
      return (
        await call(ctx.app, {
          method: 'GET',
          url: '/api/findmed/v1/withdraw/info',
          headers: clientHeaders('hgtyc', { t: m.token }),
        })
      ).body.data;
    };
    const before = await info();
    expect(before.turnoverDone).toBe('0.0000');
    await bet(m.token, match.markets['1x2']!.sel.home!, '2.100', '300');
    await bet(m.token, match.markets.ah!.sel.home!, '1.950', '200');
    expect((await info()).turnoverDone).toBe('0.0000');
    // 1-1: 1x2 home loses (valid 300), AH home −0.25 half-loses (valid 100).
    await result(match.id, 1, 1);
    const after = await info();
    expect(before.turnoverRequired).not.toBe('0.0000');
    expect(after.turnoverDone).toBe('400.0000');
  });
});
