import { describe, expect, it } from 'vitest';
import { changePercent, formatAmount } from './money.ts';

describe('console amounts', () => {
  it('shows two places, grouped, exactly (no floating point)', () => {
    expect(formatAmount('1234567.8900', 'en-US')).toBe('1,234,567.89');
    expect(formatAmount('9007199254740993.1200', 'en-US')).toBe('9,007,199,254,740,993.12');
    expect(formatAmount('-5.0500', 'en-US')).toBe('-5.05');
    expect(formatAmount('0.0000', 'zh-CN')).toBe('0.00');
  });
  it('gives the change from yesterday, none when yesterday was zero', () => {
    expect(changePercent('150.0000', '100.0000')).toBe(50);
    expect(changePercent('50.0000', '100.0000')).toBe(-50);
    expect(changePercent('10.0000', '0.0000')).toBeUndefined();
  });
});
