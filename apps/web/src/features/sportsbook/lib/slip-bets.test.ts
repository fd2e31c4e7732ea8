import { describe, expect, it } from 'vitest';
import type { SlipLeg } from './slip.ts';
import { betsOfSlip } from './slip-bets.ts';

const leg = (selectionId: number, matchId: number, oddsK: number): SlipLeg => ({
  selectionId,
  marketId: selectionId * 10,
  matchId,
  oddsK,
  version: 3,
  live: false,
  home: 'A',
  away: 'B',
  marketType: '1x2',
  period: 'ft',
  line: null,
  code: 'home',
});

describe('the bets of a slip', () => {
  const legs = [leg(1, 1, 1950), leg(2, 2, 2100), leg(3, 3, 1850)];
  it('makes one single per selection with a stake, each its own bet', () => {
    const bets = betsOfSlip('single', legs, { 1: '100', 3: '20.5', 2: '' }, '', new Map(), 'better');
    expect(bets.map((b) => b.key)).toEqual(['s:1', 's:3']);
    expect(bets[0]!.body).toEqual({
      kind: 'single',
      legs: [{ selectionId: 1, odds: '1.950', version: 3 }],
      stake: '100',
      oddsPolicy: 'better',
    });
  });

  it('makes one parlay of every leg, sending the odds and version shown now', () => {
    const now = new Map([[2, { oddsK: 2200, version: 5, open: true }]]);
    const [bet] = betsOfSlip('parlay', legs, {}, '50', now, 'any');
    expect(bet!.body.kind).toBe('parlay');
    expect(bet!.body.legs).toEqual([
      { selectionId: 1, odds: '1.950', version: 3 },
      { selectionId: 2, odds: '2.200', version: 5 },
      { selectionId: 3, odds: '1.850', version: 3 },
    ]);
    expect(bet!.selectionIds).toEqual([1, 2, 3]);
  });
});
