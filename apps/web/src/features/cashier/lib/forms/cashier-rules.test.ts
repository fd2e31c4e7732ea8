import { describe, expect, it } from 'vitest';
import { amountFormatIssue, withdrawPasswordIssue } from './cashier-rules.ts';

describe('amountFormatIssue', () => {
  it('accepts positive amounts with at most two decimals', () => {
    for (const ok of ['1', '0.01', '100.5', '999999999999.99']) expect(amountFormatIssue(ok), ok).toBeNull();
  });

  it('names the problem with the shared message key', () => {
    expect(amountFormatIssue('')).toBe('field.amount');
    expect(amountFormatIssue('abc')).toBe('field.amount');
    expect(amountFormatIssue('-5')).toBe('field.amount');
    expect(amountFormatIssue('1.234')).toBe('field.amountDecimals');
    expect(amountFormatIssue('0')).toBe('field.amountPositive');
    expect(amountFormatIssue('0.00')).toBe('field.amountPositive');
  });
});

describe('withdrawPasswordIssue', () => {
  it('wants exactly six digits', () => {
    expect(withdrawPasswordIssue('135790')).toBeNull();
    expect(withdrawPasswordIssue('13579')).toBe('field.withdrawPassword');
    expect(withdrawPasswordIssue('13579a')).toBe('field.withdrawPassword');
  });
});
