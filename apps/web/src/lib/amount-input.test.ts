import { describe, expect, it } from 'vitest';
import {
  afterFee,
  isPositiveWire,
  limitIssue,
  minWire,
  remainingWire,
  sanitizeAmountInput,
  toInputAmount,
  toMinor,
  withdrawFee,
} from './amount-input.ts';

describe('sanitizeAmountInput', () => {
  it('keeps digits and dots, turns full-width ones into ASCII and drops the rest', () => {
    expect(sanitizeAmountInput('1,234.5')).toBe('1234.5');
    expect(sanitizeAmountInput('１２３．４')).toBe('123.4');
    expect(sanitizeAmountInput('12。5')).toBe('12.5');
    expect(sanitizeAmountInput(' -12e3 ¥')).toBe('123');
  });

  it('keeps extra decimals so the member is told, and bounds the length', () => {
    expect(sanitizeAmountInput('1.234')).toBe('1.234');
    expect(sanitizeAmountInput('9'.repeat(40))).toHaveLength(16);
  });
});

describe('toMinor and toInputAmount', () => {
  it('reads decimal strings exactly', () => {
    expect(toMinor('0.29')).toBe(2_900n);
    expect(toMinor('1234.5678')).toBe(12_345_678n);
    expect(toMinor('12.')).toBeNull();
    expect(toMinor('abc')).toBeNull();
  });

  it('writes wire amounts as a member would type them, truncated to cents', () => {
    expect(toInputAmount('100.0000')).toBe('100');
    expect(toInputAmount('1234.5678')).toBe('1234.56');
    expect(toInputAmount('0.5000')).toBe('0.5');
    expect(toInputAmount('0.0099')).toBe('');
    expect(toInputAmount('0.0000')).toBe('');
    expect(toInputAmount('-3.0000')).toBe('');
  });
});

describe('wire arithmetic', () => {
  it('takes the smallest of several limits', () => {
    expect(minWire('500.0000', '50000.0000', '120.5000')).toBe('120.5000');
  });

  it('subtracts without going below zero', () => {
    expect(remainingWire('100000.0000', '2500.5000')).toBe('97499.5000');
    expect(remainingWire('10.0000', '20.0000')).toBe('0.0000');
  });

  it('knows a positive amount', () => {
    expect(isPositiveWire('0.0001')).toBe(true);
    expect(isPositiveWire('0.0000')).toBe(false);
    expect(isPositiveWire(null)).toBe(false);
  });
});

describe('limitIssue', () => {
  const limits = { min: '100.0000', max: '50000.0000', available: '800.0000' };

  it('checks the minimum, then the maximum, then what is available', () => {
    expect(limitIssue('99.99', limits)).toEqual({ kind: 'belowMin', amount: '100.00' });
    expect(limitIssue('50000.01', limits)).toEqual({ kind: 'aboveMax', amount: '50,000.00' });
    expect(limitIssue('800.01', limits)).toEqual({ kind: 'insufficient', amount: '800.00' });
    expect(limitIssue('100', limits)).toBeNull();
    expect(limitIssue('800', limits)).toBeNull();
  });

  it('skips bounds that are not given and amounts that are not well formed', () => {
    expect(limitIssue('1', {})).toBeNull();
    expect(limitIssue('1.2.3', limits)).toBeNull();
  });
});

describe('withdrawFee', () => {
  const rule = { feePermille: 10, feeMin: '1.0000', freeCountPerDay: 3, dailyCountUsed: 3 };

  it('is free while the day has free withdrawals left', () => {
    expect(withdrawFee('1000', { ...rule, dailyCountUsed: 2 })).toBe('0.0000');
  });

  it('charges the per-mille rate, truncated, and at least the minimum fee', () => {
    expect(withdrawFee('1000', rule)).toBe('10.0000');
    expect(withdrawFee('123.45', rule)).toBe('1.2345');
    expect(withdrawFee('50', rule)).toBe('1.0000');
    expect(withdrawFee('', rule)).toBe('0.0000');
  });

  it('gives what arrives after the fee', () => {
    expect(afterFee('123.45', '1.2345')).toBe('122.2155');
    expect(afterFee('0.5', '1.0000')).toBe('0.0000');
  });
});
