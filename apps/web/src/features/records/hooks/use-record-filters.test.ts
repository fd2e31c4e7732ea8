import { describe, expect, it } from 'vitest';
import { parseChoice, parsePreset } from './use-record-filters.ts';

describe('record filters from the address', () => {
  it('reads the date-range presets of SPEC.md §9 and falls back to none', () => {
    expect([null, '', '0', '1', '2', '3', '4', 'x', '-1', '1.5'].map(parsePreset)).toEqual([
      -1, -1, 0, 1, 2, 3, -1, -1, -1, -1,
    ]);
  });

  it('accepts only the allowed choices', () => {
    const allowed = ['deposit', 'withdraw'] as const;
    expect(parseChoice('deposit', allowed)).toBe('deposit');
    expect(parseChoice('bet', allowed)).toBeUndefined();
    expect(parseChoice(null, allowed)).toBeUndefined();
  });
});
