import { describe, expect, it } from 'vitest';
import { amountIn, chipLabel, formatMinor, money, toMinor } from './money.ts';

describe('venue page money', () => {
  it('reads wire amounts into minor units', () => {
    expect(toMinor('12.3400')).toBe(123_400n);
    expect(toMinor('12.3')).toBe(123_000n);
    expect(toMinor('7')).toBe(70_000n);
    expect(toMinor('-0.5')).toBe(-5_000n);
    expect(toMinor('abc')).toBe(0n);
  });
  it('formats with two decimals, truncating and grouping', () => {
    expect(formatMinor(123_456_789n)).toBe('12,345.67');
    expect(formatMinor(99n)).toBe('0.00');
    expect(money('1000000.0000')).toBe('1,000,000.00');
    expect(amountIn(123_456_789n)).toBe('12345.67');
  });
  it('labels chips briefly', () => {
    expect(chipLabel('5.00')).toBe('5');
    expect(chipLabel('1000')).toBe('1K');
    expect(chipLabel('20000')).toBe('2万');
    expect(chipLabel('0.50')).toBe('0.50');
  });
});
