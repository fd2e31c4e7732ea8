import { describe, expect, it } from 'vitest';
import { toCenterMinor, USDT_MID_RATE, usdtRateToCenter } from './exchange-rate.ts';

describe('USDT in the center currency', () => {
  it('counts USDT at the mid rate on a CNY brand and as itself on the USDT brand', () => {
    expect(usdtRateToCenter('hgtyc')).toBe(USDT_MID_RATE);
    expect(usdtRateToCenter('hgty')).toBe(10_000n);
    // 100 USDT = 718 CNY.
    expect(toCenterMinor('hgtyc', 1_000_000n, 'USDT')).toBe(7_180_000n);
    expect(toCenterMinor('hgtyc', 1_000_000n, 'CNY')).toBe(1_000_000n);
    expect(toCenterMinor('hgty', 1_000_000n, 'USDT')).toBe(1_000_000n);
  });
});
