import { describe, expect, it } from 'vitest';
import { defaultLadder } from './vip-config.ts';
import { closedDays, levelAt, monthKey, percentOf, reachedLevel, rebateOf } from './vip-ladder.ts';

const UNIT = 10_000n;
const ladder = defaultLadder('CNY');

describe('VIP ladder rules', () => {
  it('needs both thresholds: turnover alone or deposits alone do not promote', () => {
    expect(reachedLevel(ladder, { turnoverMinor: 0n, depositMinor: 0n })).toBe(0);
    expect(reachedLevel(ladder, { turnoverMinor: 10_000n * UNIT, depositMinor: 999n * UNIT })).toBe(0);
    expect(reachedLevel(ladder, { turnoverMinor: 9_999n * UNIT, depositMinor: 10_000n * UNIT })).toBe(0);
    expect(reachedLevel(ladder, { turnoverMinor: 10_000n * UNIT, depositMinor: 1_000n * UNIT })).toBe(1);
    // Far past several levels at once: the highest met.
    expect(reachedLevel(ladder, { turnoverMinor: 250_000n * UNIT, depositMinor: 20_000n * UNIT })).toBe(3);
    expect(reachedLevel(ladder, { turnoverMinor: 10n ** 12n * UNIT, depositMinor: 10n ** 12n * UNIT })).toBe(
      10,
    );
  });

  it('has rising thresholds and privileges, and a USDT ladder in round numbers', () => {
    for (const cur of ['CNY', 'USDT']) {
      const l = defaultLadder(cur);
      expect(l.map((x) => x.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      for (let i = 1; i < l.length; i += 1) {
        expect(l[i]!.turnoverMinor).toBeGreaterThan(l[i - 1]!.turnoverMinor);
        expect(l[i]!.depositMinor).toBeGreaterThan(l[i - 1]!.depositMinor);
        expect(l[i]!.rebateBp).toBeGreaterThan(l[i - 1]!.rebateBp);
        expect(l[i]!.withdrawDailyCount).toBeGreaterThan(l[i - 1]!.withdrawDailyCount);
      }
    }
    const usdt = defaultLadder('USDT');
    expect(usdt[1]!.turnoverMinor).toBe(1_400n * UNIT);
    expect(usdt[10]!.upgradeBonusMinor).toBe(12_000n * UNIT);
  });

  it('finds the row of a level, the top row above the ladder', () => {
    expect(levelAt(ladder, 3)?.level).toBe(3);
    expect(levelAt(ladder, 12)?.level).toBe(10);
  });

  it('computes percentages and rebates rounding down', () => {
    expect(percentOf(0n, 100n)).toBe(0);
    expect(percentOf(999n, 1000n)).toBe(99);
    expect(percentOf(5n, 0n)).toBe(100);
    expect(percentOf(2000n, 1000n)).toBe(100);
    expect(rebateOf(1_234_567n, 30)).toBe(3_703n);
    expect(rebateOf(0n, 130)).toBe(0n);
  });

  it('keys months and closed days in Asia/Shanghai, after the grace', () => {
    const tz = 'Asia/Shanghai';
    // 2026-11-30 16:30 UTC is 2026-12-01 00:30 in Shanghai.
    expect(monthKey(new Date('2026-11-30T16:30:00Z'), tz)).toBe('2026-12');
    expect(monthKey(new Date('2026-11-30T15:59:59Z'), tz)).toBe('2026-11');
    const grace = 10 * 60_000;
    // 00:05 Shanghai: yesterday is not yet paid (grace), the two days before are.
    const early = closedDays(new Date('2026-11-23T16:05:00Z'), tz, 3, grace).map((d) => d.key);
    expect(early).toEqual(['2026-11-22', '2026-11-21']);
    const later = closedDays(new Date('2026-11-23T16:15:00Z'), tz, 3, grace);
    expect(later.map((d) => d.key)).toEqual(['2026-11-23', '2026-11-22', '2026-11-21']);
    expect(later[0]!.start.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(later[0]!.end.toISOString()).toBe('2026-11-23T15:59:59.999Z');
  });
});
