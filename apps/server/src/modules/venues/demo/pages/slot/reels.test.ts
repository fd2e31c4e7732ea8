import { describe, expect, it } from 'vitest';
import { lineCells, linePoints, reelSpinMs, spinStrip, stripStartPercent, winningCells } from './reels.ts';

const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [0, 1, 2, 1, 0],
];

describe('slot reels', () => {
  it('puts the final symbols on top of the strip and starts on its last three', () => {
    let n = 0;
    const strip = spinStrip([4, 5, 6], 9, () => n++ % 10);
    expect(strip.slice(0, 3)).toEqual([4, 5, 6]);
    expect(strip).toHaveLength(12);
    expect(stripStartPercent(12)).toBe(-75);
    expect(stripStartPercent(3)).toBe(0);
  });
  it('stops the reels left to right', () => {
    const times = [0, 1, 2, 3, 4].map((r) => reelSpinMs(r));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(times).size).toBe(5);
  });
  it('lights the cells of each line win and paid scatters', () => {
    const grid = [
      [1, 3, 2],
      [3, 3, 9],
      [9, 1, 3],
      [2, 4, 5],
      [1, 8, 8],
    ];
    expect(lineCells(PAYLINES[2]!, 3)).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
    ]);
    const cells = winningCells(grid, [{ line: 2, count: 3 }], PAYLINES, 1, true);
    expect([...cells].sort()).toEqual(['0:0', '1:1', '2:1', '2:2', '4:0']);
    expect(winningCells(grid, [{ line: 7, count: 3 }], PAYLINES, 1, false).size).toBe(0);
  });
  it('draws a payline through cell centres', () => {
    expect(linePoints(PAYLINES[2]!)).toBe('50,50 150,150 250,250 350,150 450,50');
    expect(linePoints(PAYLINES[2]!, 3)).toBe('50,50 150,150 250,250');
  });
});
