import { describe, expect, it } from 'vitest';
import { legsNow } from './slip-now.ts';

const match = (version: number, odds: string, status = 'open', suspended = false) => ({
  id: 7,
  status: 'live',
  suspended,
  markets: [{ id: 70, version, status, selections: [{ id: 701, code: 'home', odds }] }],
});
const leg = { selectionId: 701, marketId: 70, matchId: 7 } as never;

describe('legsNow', () => {
  it('reads the highest market version among the cached answers', () => {
    const now = legsNow(
      [{ list: [match(2, '1.900')] }, match(4, '2.050'), { d: [match(3, '1.800')] }],
      [leg],
    );
    expect(now.get(701)).toEqual({ oddsK: 2050, version: 4, open: true });
  });

  it('is closed when the market or the match is suspended', () => {
    expect(legsNow([match(1, '1.900', 'suspended')], [leg]).get(701)!.open).toBe(false);
    expect(legsNow([match(1, '1.900', 'open', true)], [leg]).get(701)!.open).toBe(false);
  });
});
