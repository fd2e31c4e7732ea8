import { describe, expect, it } from 'vitest';
import { formatLine } from './market-labels.ts';

describe('formatLine', () => {
  it('writes quarter lines as two halves, handicaps signed', () => {
    expect(formatLine(-0.75, true)).toBe('-0.5/1');
    expect(formatLine(0.25, true)).toBe('+0/0.5');
    expect(formatLine(2.5, false)).toBe('2.5');
    expect(formatLine(0, true)).toBe('0');
    expect(formatLine(null, true)).toBe('');
  });
});
