import { describe, expect, it } from 'vitest';
import { beadRoad } from '../lib/road.ts';
import { betName, drawFacts, drawPhase, formatCountdown, paysOf, sizeCounts, trendPoints } from './model.ts';

describe('k3 page model', () => {
  it('reads a draw', () => {
    expect(drawFacts([2, 3, 6])).toEqual({ sum: 11, triple: false, size: '大', parity: '单' });
    expect(drawFacts([1, 2, 1])).toEqual({ sum: 4, triple: false, size: '小', parity: '双' });
    expect(drawFacts([5, 5, 5])).toMatchObject({ sum: 15, triple: true, size: '豹', parity: '豹' });
    expect(drawFacts([4, 3, 3]).size).toBe('小');
  });
  it('formats the countdown and never goes negative', () => {
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(999)).toBe('00:01');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(180_000)).toBe('03:00');
  });
  it('tells the phase of the open draw', () => {
    expect(drawPhase(0, 10, 15)).toBe('open');
    expect(drawPhase(10, 10, 15)).toBe('closed');
    expect(drawPhase(15, 10, 15)).toBe('drawing');
  });
  it('draws the trend oldest left, 3 at the bottom and 18 at the top', () => {
    const pts = trendPoints([18, 3, 10], 120, 100, 10);
    expect(pts.map((p) => p.sum)).toEqual([10, 3, 18]);
    expect(pts[0]!.x).toBe(10);
    expect(pts[2]!.x).toBe(110);
    expect(pts[1]!.y).toBe(90);
    expect(pts[2]!.y).toBe(10);
    expect(trendPoints([7], 100, 100)).toHaveLength(1);
  });
  it('fills the bead road column by column, oldest first', () => {
    const road = beadRoad(['h', 'g', 'f', 'e', 'd', 'c', 'b', 'a'], 3);
    expect(road).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
      ['g', 'h'],
    ]);
    expect(beadRoad([], 6)).toEqual([]);
  });
  it('counts sizes, names bets and finds odds', () => {
    expect(
      sizeCounts([
        [1, 1, 1],
        [6, 6, 5],
        [1, 2, 3],
      ]),
    ).toEqual({ 大: 1, 小: 1, 豹: 1 });
    expect(betName('sum', 9)).toBe('和值 9');
    expect(betName('triple', 4)).toBe('豹子 444');
    const table = [{ type: 'big', selection: 0, pays: '1.96' }];
    expect(paysOf(table, 'big', 0)).toBe('1.96');
    expect(paysOf(table, 'sum', 4)).toBe('—');
  });
});
