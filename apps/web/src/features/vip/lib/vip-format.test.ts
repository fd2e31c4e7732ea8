import { describe, expect, it } from 'vitest';
import { amountOf, rateOf } from './vip-format.ts';

describe('VIP formats', () => {
  it('shows basis points as a percentage', () => {
    expect(rateOf(30)).toBe('0.3%');
    expect(rateOf(45)).toBe('0.45%');
    expect(rateOf(100)).toBe('1%');
    expect(rateOf(130)).toBe('1.3%');
    expect(rateOf(0)).toBe('0%');
  });

  it('drops empty cents from ladder amounts', () => {
    expect(amountOf('10000.0000')).toBe('10,000');
    expect(amountOf('18.5000')).toBe('18.50');
  });
});
