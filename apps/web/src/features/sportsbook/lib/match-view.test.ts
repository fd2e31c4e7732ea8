import type { Market } from '@houseline/shared/api/contract/sportsbook';
import { describe, expect, it } from 'vitest';
import { clockText, groupMarkets, rowMarkets } from './match-view.ts';

const market = (
  id: number,
  type: Market['type'],
  period: Market['period'],
  line: number | null,
  main = true,
): Market => ({
  id,
  type,
  period,
  line,
  status: 'open',
  version: 1,
  main,
  selections: [],
});

describe('match view', () => {
  it('picks the main market of each row column', () => {
    const markets = [
      market(1, 'ah', 'ft', -0.5, false),
      market(2, 'ah', 'ft', -0.25),
      market(3, '1x2', 'ft', null),
    ];
    expect(rowMarkets({ markets }).map((m) => m?.id ?? null)).toEqual([3, 2, null, null, null, null]);
  });

  it('groups the detail markets by type and period, lines in order', () => {
    const groups = groupMarkets([
      market(1, 'ou', 'ft', 3),
      market(2, 'ou', 'ft', 2.5),
      market(3, '1x2', '1h', null),
      market(4, '1x2', 'ft', null),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['1x2:ft', '1x2:1h', 'ou:ft']);
    expect(groups[2]!.markets.map((m) => m.line)).toEqual([2.5, 3]);
  });

  it('shows the minute of a running clock, else the period', () => {
    const base = { home: 0, away: 0, h1Home: null, h1Away: null };
    expect(clockText({ ...base, clockSeconds: 2125, period: '2h' })).toBe("35'");
    expect(clockText({ ...base, clockSeconds: 2700, period: 'ht' })).toBe('ht');
    expect(clockText({ ...base, clockSeconds: null, period: 'map2' })).toBe('map2');
    // A basketball clock is the quarter's: the period shows, not minutes.
    expect(clockText({ ...base, clockSeconds: 1500, period: 'q3' }, 'basketball')).toBe('q3');
  });
});
