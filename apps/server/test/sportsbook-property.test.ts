import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grade, type MatchResult } from '../src/modules/sportsbook/grading.ts';
import { singlePayout } from '../src/modules/sportsbook/payout.ts';
import { BACKENDS, buildMember, createTestApp, type TestContext } from './helpers.ts';
import { placeBet, seedMatch, slip } from './sportsbook-helpers.ts';
import { auditMoney, balanceOf } from './wallet-helpers.ts';

const UNIT = 10_000n;
const FUND = 10_000n * UNIT;

const score = fc.integer({ min: 0, max: 5 });
const resultArb: fc.Arbitrary<MatchResult> = fc
  .tuple(score, score, fc.option(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }))))
  .map(([h, a, half]) => ({
    ftHome: h,
    ftAway: a,
    h1Home: half ? Math.min(half[0], h) : null,
    h1Away: half ? Math.min(half[1], a) : null,
  }));

/** The markets every run bets on: type, period, lineQ, selection, odds. */
const LEGS = [
  { key: '1x2', type: '1x2', period: 'ft', lineQ: 0, code: 'home', oddsK: 2100 },
  { key: 'ah', type: 'ah', period: 'ft', lineQ: -1, code: 'away', oddsK: 1900 },
  { key: 'ou', type: 'ou', period: 'ft', lineQ: 10, code: 'over', oddsK: 1900 },
  { key: 'oe', type: 'oe', period: 'ft', lineQ: 0, code: 'even', oddsK: 1950 },
  { key: 'h1', type: '1x2', period: '1h', lineQ: 0, code: 'draw', oddsK: 2100 },
] as const;

describe.each(BACKENDS)('sportsbook settlement property (%s)', (backend) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp(backend, { config: { jobs: false } });
  });
  afterAll(async () => {
    const report = await auditMoney(ctx);
    expect(report.problems).toEqual([]);
    await ctx.close();
  });

  async function fundedMember() {
    const m = await buildMember(ctx);
    const { ledger } = ctx.app.services;
    const center = await ledger.memberAccount('hgtyc', m.id, 'center', 'CNY');
    const house = await ledger.houseAccount('hgtyc', 'adjustment', 'CNY');
    await ledger.post({
      siteCode: 'hgtyc',
      kind: 'adjust',
      idempotencyKey: `test-fund-${m.id}`,
      lines: [
        { accountId: center.id, currency: 'CNY', amount: FUND },
        { accountId: house.id, currency: 'CNY', amount: -FUND },
      ],
    });
    return m;
  }
  const minor = async (token: string) => {
    const b = (await balanceOf(ctx, token)).balance;
    return BigInt(b.replace('.', ''));
  };

  it('any sequence of results (corrections) leaves each balance as the last result alone would, and settling it again changes nothing', {
    timeout: 240_000,
  }, async () => {
    const settlement = ctx.app.services.sportsbook.settlement;
    await fc.assert(
      fc.asyncProperty(fc.array(resultArb, { minLength: 1, maxLength: 4 }), async (results) => {
        const match = await seedMatch(ctx, {
          markets: LEGS.map((l) => ({
            key: l.key,
            type: l.type,
            period: l.period,
            lineQ: l.lineQ,
            odds: { [l.code]: l.oddsK, zzz: 1800 },
          })),
        });
        const members = [await fundedMember(), await fundedMember()];
        for (const m of members) {
          for (const l of LEGS) {
            const r = await placeBet(
              ctx,
              m.token,
              slip(
                [{ selectionId: match.markets[l.key]!.sel[l.code]!, odds: (l.oddsK / 1000).toFixed(3) }],
                '100',
              ),
            );
            expect(r.body.status).toBe(true);
          }
        }
        for (const r of results) await settlement.settleMatch(BigInt(match.id), r, 'feed');
        const last = results[results.length - 1]!;
        let expected = FUND - 500n * UNIT;
        for (const l of LEGS) {
          const outcome = grade(
            { marketType: l.type, period: l.period, lineQ: l.lineQ, selectionCode: l.code },
            last,
          );
          expected += singlePayout(100n * UNIT, l.oddsK, outcome);
        }
        for (const m of members) expect(await minor(m.token)).toBe(expected);
        const again = await settlement.settleMatch(BigInt(match.id), last, 'feed');
        expect(again.betsAffected).toBe(0);
        for (const m of members) expect(await minor(m.token)).toBe(expected);
      }),
      { numRuns: backend === 'pglite' ? 12 : 8 },
    );
  });
});
