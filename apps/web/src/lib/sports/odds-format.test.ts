import { describe, expect, it } from 'vitest';
import { formatLine } from './market-labels.ts';
import { formatOdds } from './odds-format.ts';

describe('formatOdds', () => {
  it('shows each format by the brief', () => {
    expect(formatOdds(1950, 'decimal')).toBe('1.95');
    expect(formatOdds(1955, 'decimal')).toBe('1.955');
    expect(formatOdds(1950, 'hk')).toBe('0.95');
    expect(formatOdds(1950, 'malay')).toBe('0.95');
    expect(formatOdds(2500, 'malay')).toBe('-0.67');
    expect(formatOdds(1800, 'indo')).toBe('-1.25');
    expect(formatOdds(2500, 'indo')).toBe('1.50');
    expect(formatOdds(2500, 'us')).toBe('+150');
    expect(formatOdds(1800, 'us')).toBe('-125');
  });
});

describe('formatLine', () => {
  it('writes quarter lines as two halves, handicaps signed', () => {
    expect(formatLine(-0.75, true)).toBe('-0.5/1');
    expect(formatLine(0.25, true)).toBe('+0/0.5');
    expect(formatLine(2.5, false)).toBe('2.5');
    expect(formatLine(0, true)).toBe('0');
    expect(formatLine(null, true)).toBe('');
  });
});
