import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { placeBet, seedMatch, slip } from './sportsbook-helpers.ts';
import { adminPost, auditMoney, balanceOf, depositByGateway, operatorTokens } from './wallet-helpers.ts';

describe.each(BACKENDS)('sportsbook placement (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    ops = await operatorTokens(ctx);
    // A short in-play delay for the tests (the brand's limits row).
    const set = await adminPost(ctx, ops.admin, 'sports/limits', {
      siteCode: 'hgtyc',
      minStake: '10',
      maxStake: '50000',
      maxPayout: '1000000',
      liveDelayMs: 50,
    });
    expect(set.body.status).toBe(true);
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

  async function entriesOf(memberId: bigint): Promise<number> {
    const r = await ctx.database.db.execute(sql`select count(*)::int as n from ledger_postings p
      join ledger_accounts a on a.id = p.account_id where a.member_id = ${memberId}`);
    const rows = ((r as { rows?: { n: number }[] }).rows ?? r) as { n: number }[];
    return Number(rows[0]!.n);
  }

  it('places a single: stake leaves the center wallet, the bet carries the odds', async () => {
    const m = await funded('1000');
    const match = await seedMatch(ctx);
    const res = await placeBet(
      ctx,
      m.token,
      slip([{ selectionId: match.markets['1x2']!.sel.home!, odds: '2.100' }], '100'),
    );
    expect(res.body.status).toBe(true);
    expect(res.body.data).toMatchObject({
      kind: 'single',
      status: 'open',
      stake: '100.0000',
      odds: '2.100',
      potentialReturn: '210.0000',
      cashoutAvailable: true,
    });
    expect(res.body.data.legs[0]).toMatchObject({
      matchId: match.id,
      marketType: '1x2',
      selectionCode: 'home',
    });
    expect((await balanceOf(ctx, m.token)).balance).toBe('900.0000');
  });

  it('places a 3-leg parlay with the product of the odds', async () => {
    const m = await funded('1000');
    const a = await seedMatch(ctx);
    const b = await seedMatch(ctx);
    const c = await seedMatch(ctx);
    const res = await placeBet(
      ctx,
      m.token,
      slip(
        [
          { selectionId: a.markets['1x2']!.sel.home!, odds: '2.100' },
          { selectionId: b.markets.ah!.sel.home!, odds: '1.950' },
          { selectionId: c.markets.ou!.sel.under!, odds: '1.950' },
        ],
        '10',
      ),
    );
    expect(res.body.status).toBe(true);
    // 2.1 × 1.95 × 1.95 = 7.98525 → 7.985; return = floor(10 × 7.98525) = 79.8525
    expect(res.body.data).toMatchObject({ kind: 'parlay', odds: '7.985', potentialReturn: '79.8525' });
    expect(res.body.data.legs).toHaveLength(3);
    expect((await balanceOf(ctx, m.token)).balance).toBe('990.0000');
  });

  it('refuses every bad slip with an error and moves no money', async () => {
    const m = await funded('200');
    const match = await seedMatch(ctx);
    const other = await seedMatch(ctx);
    const finished = await seedMatch(ctx, { status: 'finished' });
    const suspendedMatch = await seedMatch(ctx, { suspended: true });
    const suspendedMarket = await seedMatch(ctx, {
      markets: [{ key: 'x', type: '1x2', status: 'suspended', odds: { home: 2000, draw: 3000, away: 3000 } }],
    });
    const home = match.markets['1x2']!.sel.home!;
    const before = await entriesOf(m.id);
    const cases: [Record<string, unknown>, string][] = [
      [slip([{ selectionId: 99_999_999, odds: '2.000' }], '50'), 'SELECTION_NOT_FOUND'],
      [
        slip([{ selectionId: suspendedMarket.markets.x!.sel.home!, odds: '2.000' }], '50'),
        'MARKET_SUSPENDED',
      ],
      [
        slip([{ selectionId: suspendedMatch.markets['1x2']!.sel.home!, odds: '2.100' }], '50'),
        'MARKET_SUSPENDED',
      ],
      [slip([{ selectionId: finished.markets['1x2']!.sel.home!, odds: '2.100' }], '50'), 'MATCH_CLOSED'],
      [
        slip(
          [
            { selectionId: home, odds: '2.100' },
            { selectionId: match.markets.ou!.sel.over!, odds: '1.900' },
          ],
          '50',
        ),
        'SAME_MATCH_LEGS',
      ],
      [{ ...slip([{ selectionId: home, odds: '2.100' }], '50'), kind: 'parlay' }, 'PARLAY_LEGS'],
      [slip([{ selectionId: home, odds: '2.100' }], '5'), 'STAKE_TOO_LOW'],
      [slip([{ selectionId: home, odds: '2.100' }], '60000'), 'STAKE_TOO_HIGH'],
      [slip([{ selectionId: home, odds: '2.100' }], '300'), 'INSUFFICIENT_BALANCE'],
      [slip([{ selectionId: home, odds: '2.200' }], '50', { oddsPolicy: 'better' }), 'ODDS_CHANGED'],
      [slip([{ selectionId: home, odds: '2.000' }], '50', { oddsPolicy: 'none' }), 'ODDS_CHANGED'],
    ];
    for (const [body, code] of cases) {
      const res = await placeBet(ctx, m.token, body);
      expect({ code: res.body.code, status: res.body.status }).toEqual({ code, status: false });
      // The member's language: a Chinese message in the envelope.
      expect(res.body.data).toMatch(/[\u4e00-\u9fff]/);
    }
    // A potential return over the maximum payout: ten legs at high odds.
    const big = [];
    for (let i = 0; i < 10; i++) {
      const g = await seedMatch(ctx, {
        markets: [{ key: 'x', type: '1x2', odds: { home: 9000, draw: 3000, away: 3000 } }],
      });
      big.push({ selectionId: g.markets.x!.sel.home!, odds: '9.000' });
    }
    const tooBig = await placeBet(ctx, m.token, slip(big, '100'));
    expect(tooBig.body.code).toBe('PAYOUT_TOO_HIGH');
    expect((await balanceOf(ctx, m.token)).balance).toBe('200.0000');
    expect(await entriesOf(m.id)).toBe(before);
    void other;
  });

  it('a replay answers the same bet; another slip under the same requestId is refused', async () => {
    const m = await funded('500');
    const match = await seedMatch(ctx);
    const body = slip([{ selectionId: match.markets['1x2']!.sel.away!, odds: '3.500' }], '100');
    const [a, b] = await Promise.all([placeBet(ctx, m.token, body), placeBet(ctx, m.token, body)]);
    const c = await placeBet(ctx, m.token, body);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(c.body.data.id).toBe(a.body.data.id);
    expect((await balanceOf(ctx, m.token)).balance).toBe('400.0000');
    const changed = await placeBet(ctx, m.token, { ...body, stake: '120' });
    expect(changed.body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await balanceOf(ctx, m.token)).balance).toBe('400.0000');
  });

  it('50 concurrent slips against a balance that covers 7: exactly 7 succeed, never below zero', async () => {
    const m = await funded('700');
    const match = await seedMatch(ctx);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        placeBet(
          ctx,
          m.token,
          slip([{ selectionId: match.markets['1x2']!.sel.draw!, odds: '3.200' }], '100'),
        ),
      ),
    );
    const ok = results.filter((r) => r.body.status === true);
    expect(ok).toHaveLength(7);
    for (const r of results.filter((x) => x.body.status !== true)) {
      expect(['INSUFFICIENT_BALANCE', 'BUSY_RETRY']).toContain(r.body.code);
    }
    expect((await balanceOf(ctx, m.token)).balance).toBe('0.0000');
  });

  it('many members on one selection while its odds move: each bet carries odds its policy allows', async () => {
    const match = await seedMatch(ctx);
    const sel = match.markets.ah!.sel.home!;
    const members = await Promise.all(Array.from({ length: 8 }, () => funded('500')));
    const policies = ['any', 'better', 'none'] as const;
    const moves = (async () => {
      for (const k of [1900, 2000, 1850, 1950, 2050]) {
        await ctx.database.db.execute(sql`update sb_selections set odds_k = ${k} where id = ${sel}`);
        await ctx.database.db.execute(
          sql`update sb_markets set version = version + 1 where id = ${match.markets.ah!.id}`,
        );
      }
    })();
    const placed = await Promise.all(
      members.flatMap((m, i) =>
        [0, 1, 2].map(async (j) => {
          const policy = policies[(i + j) % 3]!;
          const res = await placeBet(
            ctx,
            m.token,
            slip([{ selectionId: sel, odds: '1.950' }], '50', { oddsPolicy: policy }),
          );
          return { policy, res };
        }),
      ),
    );
    await moves;
    for (const { policy, res } of placed) {
      if (res.body.status !== true) {
        expect(res.body.code).toBe('ODDS_CHANGED');
        expect(policy).not.toBe('any');
        continue;
      }
      const k = Math.round(Number(res.body.data.odds) * 1000);
      if (policy === 'better') expect(k).toBeGreaterThanOrEqual(1950);
      if (policy === 'none') expect(k).toBe(1950);
    }
  });

  it('an in-play slip waits the delay and is refused when the price moves in it', async () => {
    const m = await funded('500');
    const match = await seedMatch(ctx, { status: 'live' });
    const sel = match.markets['1x2']!.sel.home!;
    const ok = await placeBet(ctx, m.token, slip([{ selectionId: sel, odds: '2.100' }], '50'));
    expect(ok.body.data).toMatchObject({ live: true, status: 'open' });
    const pending = placeBet(ctx, m.token, slip([{ selectionId: sel, odds: '2.100' }], '50'));
    await new Promise((r) => setTimeout(r, 10));
    await ctx.database.db.execute(sql`update sb_selections set odds_k = 2000 where id = ${sel}`);
    const refused = await pending;
    expect(refused.body.code).toBe('ODDS_CHANGED');
    expect((await balanceOf(ctx, m.token)).balance).toBe('450.0000');
  });

  it('limits and prefs answer the brand defaults and remember the member', async () => {
    const m = await buildMember(ctx);
    const limits = await ctx.app.inject({
      method: 'GET',
      url: '/api/findmed/v1/sports/limits',
      headers: { site_code: '188' },
    });
    expect(limits.json().data).toMatchObject({
      minStake: '10.0000',
      maxStake: '50000.0000',
      liveDelayMs: 3000,
    });
    const { call, clientHeaders } = await import('./helpers.ts');
    const get = () =>
      call(ctx.app, {
        method: 'GET',
        url: '/api/findmed/v1/sports/prefs',
        headers: clientHeaders('hgtyc', { t: m.token }),
      });
    expect((await get()).body.data).toEqual({ oddsFormat: 'hk', oddsPolicy: 'better' });
    const { memberJson } = await import('./sportsbook-helpers.ts');
    await memberJson(ctx, m.token, '/api/findmed/v1/sports/prefs', { oddsFormat: 'decimal' });
    expect((await get()).body.data).toEqual({ oddsFormat: 'decimal', oddsPolicy: 'better' });
    void randomUUID;
  });
});
