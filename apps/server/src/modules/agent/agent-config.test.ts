import { describe, expect, it } from 'vitest';
import { brandDay, brandMonthStart, COMMISSION_RATES, commissionFor, maskUsername } from './agent-config.ts';

describe('agent config', () => {
  it('cuts brand days at midnight Asia/Shanghai (16:00 UTC)', () => {
    const justBefore = new Date('2026-11-23T15:59:59.999Z');
    const justAfter = new Date('2026-11-23T16:00:00.000Z');
    expect(brandDay(justBefore).period).toBe('2026-11-23');
    expect(brandDay(justAfter).period).toBe('2026-11-24');
    expect(brandDay(justAfter).start.toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(brandDay(justAfter).end.toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(brandDay(justAfter, 1)).toMatchObject({ period: '2026-11-23' });
    expect(brandDay(new Date('2026-03-01T03:00:00Z'), 1).period).toBe('2026-02-28');
  });

  it('starts the brand month at its first local midnight', () => {
    expect(brandMonthStart(new Date('2026-11-30T17:00:00Z')).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(brandMonthStart(new Date('2026-11-15T00:00:00Z')).toISOString()).toBe('2026-10-31T16:00:00.000Z');
  });

  it('computes commission in whole minor units, rounded down', () => {
    const rates = COMMISSION_RATES;
    expect(commissionFor(100_000_000n, 50_000_000n, rates)).toBe(600_000n); // 10 000 and 5 000 → 60
    expect(commissionFor(199n, 0n, rates)).toBe(0n); // 0.0199 × 0.5 % is below one minor unit
    expect(commissionFor(0n, 0n, rates)).toBe(0n);
  });

  it("computes commission at the brand's own rates (a level without a rate earns nothing)", () => {
    const rates = [
      { level: 1, rateBp: 100 },
      { level: 2, rateBp: 0 },
    ];
    expect(commissionFor(100_000_000n, 50_000_000n, rates)).toBe(1_000_000n); // 1 % of 10 000
    expect(commissionFor(100_000_000n, 50_000_000n, [{ level: 1, rateBp: 50 }])).toBe(500_000n);
  });

  it('masks invitees but keeps them recognisable', () => {
    expect(maskUsername('player88')).toBe('pl***8');
    expect(maskUsername('abc')).toBe('a***');
  });
});
