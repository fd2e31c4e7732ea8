import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { placeBet, seedMatch, slip } from './sportsbook-helpers.ts';
import { adminPost, auditMoney, depositByGateway, operatorTokens } from './wallet-helpers.ts';

const U = 10_000n;

function rows<T>(r: unknown): T[] {
  return ((r as { rows?: T[] }).rows ?? r) as T[];
}

// Issue 23 item 8 (decision 0050): a member's singles on every outcome of one market line count
// only what exceeds the covered amount; bets on one side, or on other lines, count in full.

describe.each(BACKENDS)('hedged sportsbook singles count only their net exposure (%s)', (backend) => {
  let ctx: TestContext;
  let ops: { admin: string; finance: string };

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
    ops = await operatorTokens(ctx);
  });
  afterAll(async () => {
    expect((await auditMoney(ctx)).problems).toEqual([]);
    await ctx.close();
  });

  async function funded(amount: string) {
    const m = await buildMember(ctx);
    await depositByGateway(ctx, m.token, amount);
    return m;
  }
  async function single(token: string, selectionId: number, odds: string, stake: string) {
    const r = await placeBet(ctx, token, slip([{ selectionId, odds }], stake));
    expect(r.body.status).toBe(true);
    return BigInt((r.body.data as { id: number }).id);
  }
  async function progress(memberId: bigint): Promise<bigint> {
    const [r] = rows<{ n: string }>(
      await ctx.database.db.execute(sql`select coalesce(sum(amount), 0)::text as n from turnover_entries
        where member_id = ${memberId} and kind = 'progress'`),
    );
    return BigInt(r!.n);
  }
  async function validOf(ids: bigint[]): Promise<bigint[]> {
    const out: bigint[] = [];
    for (const id of ids) {
      const [r] = rows<{ v: string; status: string }>(
        await ctx.database.db.execute(
          sql`select valid_stake::text as v, status from sb_bets where id = ${id}`,
        ),
      );
      expect(r!.status).toBe('settled');
      out.push(BigInt(r!.v));
    }
    return out;
  }

  it('home, draw and away on one match, over and under of one line, both handicap sides: the net counts', async () => {
    const match = await seedMatch(ctx, {
      markets: [
        { key: '1x2', type: '1x2', main: true, odds: { home: 2100, draw: 3200, away: 3500 } },
        { key: 'ah', type: 'ah', lineQ: 0, odds: { home: 1900, away: 1900 } },
        { key: 'ou', type: 'ou', lineQ: 10, odds: { over: 1900, under: 1950 } },
        { key: 'ou2', type: 'ou', lineQ: 14, odds: { over: 2100, under: 1700 } },
      ],
    });
    const mk = match.markets;
    const m = await funded('2000');
    const x = [
      await single(m.token, mk['1x2']!.sel.home!, '2.100', '300'),
      await single(m.token, mk['1x2']!.sel.draw!, '3.200', '200'),
      await single(m.token, mk['1x2']!.sel.away!, '3.500', '200'),
    ];
    const ou = [
      await single(m.token, mk.ou!.sel.over!, '1.900', '100'),
      await single(m.token, mk.ou!.sel.under!, '1.950', '100'),
    ];
    const ah = [
      await single(m.token, mk.ah!.sel.home!, '1.900', '150'),
      await single(m.token, mk.ah!.sel.away!, '1.900', '100'),
    ];
    // Over of another line is its own market: not covered by the 2.5 line's under.
    const other = await single(m.token, mk.ou2!.sel.over!, '2.100', '50');
    const oneSided = await funded('500');
    const straight = await single(oneSided.token, mk['1x2']!.sel.home!, '2.100', '300');

    const r = await adminPost(ctx, ops.admin, 'sports/match/result', {
      matchId: match.id,
      ftHome: 2,
      ftAway: 1,
      h1Home: null,
      h1Away: null,
    });
    expect(r.body.status).toBe(true);

    // 1x2: 700 staked, 200 covered on each of three outcomes → 100 (of the home bet) counts.
    expect(await validOf(x)).toEqual([100n * U, 0n, 0n]);
    // Over/under of one line: fully covered. Handicap: 150 against 100 → 50.
    expect(await validOf(ou)).toEqual([0n, 0n]);
    expect(await validOf(ah)).toEqual([50n * U, 0n]);
    expect(await validOf([other])).toEqual([50n * U]);
    expect(await progress(m.id)).toBe(200n * U);
    // A member on one side only: the whole stake.
    expect(await validOf([straight])).toEqual([300n * U]);
    expect(await progress(oneSided.id)).toBe(300n * U);
  });
});
