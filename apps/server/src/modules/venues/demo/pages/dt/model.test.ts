import { describe, expect, it } from 'vitest';
import { addToSlip, oddsText, resultText, slipBets, slipTotal, winningSides } from './model.ts';

describe('dragon-tiger page model', () => {
  it('shows total-return multiples as odds', () => {
    expect(oddsText('2')).toBe('1:1');
    expect(oddsText('9')).toBe('1:8');
    expect(oddsText('51')).toBe('1:50');
    expect(oddsText('1.95')).toBe('1:0.95');
    expect(oddsText('1')).toBe('—');
  });
  it('adds chips to the slip and sends only staked sides', () => {
    let slip = addToSlip({}, 'dragon', 50_000n);
    slip = addToSlip(slip, 'dragon', 10_000n);
    slip = addToSlip(slip, 'tie', 10_000n);
    expect(slipTotal(slip)).toBe(70_000n);
    expect(slipBets({ ...slip, tiger: 0n })).toEqual({ dragon: '6.00', tie: '1.00' });
  });
  it('names results and the winning areas', () => {
    expect(resultText('tie', true)).toBe('同花和');
    expect(resultText('tiger', false)).toBe('虎赢');
    expect(winningSides('tie', true)).toEqual(['tie', 'suitedTie']);
    expect(winningSides('dragon', false)).toEqual(['dragon']);
  });
});
