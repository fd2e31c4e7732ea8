import type { MarketType, Outcome, Period } from '@houseline/shared/sportsbook/markets';
import { MARKET_TYPES, selectionCodes } from '@houseline/shared/sportsbook/markets';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grade, type MatchResult, mirrorOutcome } from './grading.ts';

const ft = (
  ftHome: number,
  ftAway: number,
  h1Home: number | null = null,
  h1Away: number | null = null,
): MatchResult => ({
  ftHome,
  ftAway,
  h1Home,
  h1Away,
});
const leg = (marketType: MarketType, selectionCode: string, line = 0, period: Period = 'ft') => ({
  marketType,
  period,
  lineQ: Math.round(line * 4),
  selectionCode,
});

// Hand-written well-known cases: [market, selection, line, home, away, expected].
const KNOWN: [MarketType, string, number, number, number, Outcome][] = [
  ['ah', 'home', -0.25, 1, 1, 'half_lose'],
  ['ah', 'away', -0.25, 1, 1, 'half_win'],
  ['ah', 'home', -0.25, 2, 1, 'win'],
  ['ah', 'home', 0, 1, 1, 'push'],
  ['ah', 'away', 0, 0, 1, 'win'],
  ['ah', 'home', -0.5, 1, 1, 'lose'],
  ['ah', 'home', -0.5, 1, 0, 'win'],
  ['ah', 'home', -0.75, 1, 0, 'half_win'],
  ['ah', 'away', -0.75, 1, 0, 'half_lose'],
  ['ah', 'home', -0.75, 2, 0, 'win'],
  ['ah', 'home', -1, 1, 0, 'push'],
  ['ah', 'home', -1, 2, 0, 'win'],
  ['ah', 'away', -1, 1, 0, 'push'],
  ['ah', 'home', -1.25, 1, 0, 'half_lose'],
  ['ah', 'away', -1.25, 1, 0, 'half_win'],
  ['ah', 'home', -1.5, 2, 0, 'win'],
  ['ah', 'home', -1.75, 2, 0, 'half_win'],
  ['ah', 'home', -2, 2, 0, 'push'],
  ['ah', 'home', 0.25, 1, 1, 'half_win'],
  ['ah', 'home', 0.25, 0, 1, 'lose'],
  ['ah', 'away', 0.25, 1, 1, 'half_lose'],
  ['ah', 'home', 0.5, 0, 1, 'lose'],
  ['ah', 'home', 0.75, 0, 1, 'half_lose'],
  ['ah', 'away', 0.75, 0, 1, 'half_win'],
  ['ah', 'home', 1, 0, 1, 'push'],
  ['ah', 'home', 1.25, 0, 1, 'half_win'],
  ['ah', 'home', 3, 0, 3, 'push'],
  ['map_ah', 'home', -1.5, 2, 0, 'win'],
  ['map_ah', 'home', -1.5, 2, 1, 'lose'],
  ['map_ah', 'away', 1.5, 2, 1, 'lose'],
  ['map_ah', 'away', -1.5, 2, 1, 'win'],
  ['ou', 'over', 2.5, 2, 1, 'win'],
  ['ou', 'over', 2.5, 1, 1, 'lose'],
  ['ou', 'over', 2.75, 2, 1, 'half_win'],
  ['ou', 'under', 2.75, 2, 1, 'half_lose'],
  ['ou', 'under', 2.25, 1, 1, 'half_win'],
  ['ou', 'over', 2.25, 1, 1, 'half_lose'],
  ['ou', 'over', 2.25, 2, 1, 'win'],
  ['ou', 'over', 3, 2, 1, 'push'],
  ['ou', 'under', 3, 2, 1, 'push'],
  ['ou', 'under', 0.5, 0, 0, 'win'],
  ['ou', 'over', 3.25, 2, 1, 'half_lose'],
  ['ou', 'under', 3.25, 2, 1, 'half_win'],
  ['1x2', 'home', 0, 2, 1, 'win'],
  ['1x2', 'draw', 0, 1, 1, 'win'],
  ['1x2', 'draw', 0, 0, 1, 'lose'],
  ['1x2', 'away', 0, 0, 1, 'win'],
  ['1x2', 'home', 0, 1, 1, 'lose'],
  ['ml', 'home', 0, 101, 99, 'win'],
  ['ml', 'away', 0, 101, 99, 'lose'],
  ['ml', 'home', 0, 100, 100, 'void'],
  ['ml', 'away', 0, 100, 100, 'void'],
  ['oe', 'even', 0, 0, 0, 'win'],
  ['oe', 'odd', 0, 0, 0, 'lose'],
  ['oe', 'odd', 0, 2, 1, 'win'],
  ['oe', 'even', 0, 2, 2, 'win'],
  ['cs', '2-1', 0, 2, 1, 'win'],
  ['cs', '1-2', 0, 2, 1, 'lose'],
  ['cs', '0-0', 0, 0, 0, 'win'],
  ['cs', '4-4', 0, 4, 4, 'win'],
  ['cs', 'other', 0, 4, 4, 'lose'],
  ['cs', 'other', 0, 5, 0, 'win'],
  ['cs', 'other', 0, 0, 7, 'win'],
  ['cs', '4-0', 0, 5, 0, 'lose'],
];

describe('grade: well-known cases', () => {
  it.each(KNOWN)('%s %s %s at %s-%s → %s', (type, code, line, h, a, expected) => {
    expect(grade(leg(type, code, line), ft(h, a))).toBe(expected);
  });
});

/**
 * An independent oracle on real lines: a quarter line is two half-stakes on line ± 0.25; each half
 * returns +1 (win), 0 (push), −1 (lose); the mean maps back to an outcome.
 */
function oracle(margin: number, line: number): Outcome {
  const half = (l: number) => Math.sign(margin + l);
  const isQuarter = Math.abs((line * 4) % 2) === 1;
  const r = isQuarter ? (half(line - 0.25) + half(line + 0.25)) / 2 : half(line);
  const byMean: Record<string, Outcome> = {
    '1': 'win',
    '0.5': 'half_win',
    '0': 'push',
    '-0.5': 'half_lose',
    '-1': 'lose',
  };
  const outcome = byMean[String(r === 0 ? 0 : r)];
  if (!outcome) throw new Error(`oracle: ${r}`);
  return outcome;
}

describe('grade: every quarter line from −3 to +3, both sides (generated)', () => {
  const rows: [number, number, number][] = [];
  for (let lineQ = -12; lineQ <= 12; lineQ++) {
    for (let home = 0; home <= 5; home++)
      for (let away = 0; away <= 5; away++) rows.push([lineQ, home, away]);
  }
  it(`ah home and away match the oracle (${rows.length} rows each)`, () => {
    for (const [lineQ, home, away] of rows) {
      const line = lineQ / 4;
      const r = ft(home, away);
      expect(
        grade({ marketType: 'ah', period: 'ft', lineQ, selectionCode: 'home' }, r),
        `home ${line} ${home}-${away}`,
      ).toBe(oracle(home - away, line));
      expect(
        grade({ marketType: 'ah', period: 'ft', lineQ, selectionCode: 'away' }, r),
        `away ${line} ${home}-${away}`,
      ).toBe(oracle(away - home, -line));
      expect(grade({ marketType: 'map_ah', period: 'ft', lineQ, selectionCode: 'home' }, r)).toBe(
        oracle(home - away, line),
      );
    }
  });
  it('ou over and under match the oracle for lines 0.25 … 6', () => {
    for (let lineQ = 1; lineQ <= 24; lineQ++) {
      for (let total = 0; total <= 8; total++) {
        const r = ft(total, 0);
        const line = lineQ / 4;
        expect(grade({ marketType: 'ou', period: 'ft', lineQ, selectionCode: 'over' }, r)).toBe(
          oracle(total, -line),
        );
        expect(grade({ marketType: 'ou', period: 'ft', lineQ, selectionCode: 'under' }, r)).toBe(
          oracle(-total, line),
        );
      }
    }
  });
});

describe('grade: first half', () => {
  it('uses the first-half score', () => {
    expect(grade(leg('1x2', 'draw', 0, '1h'), ft(2, 1, 0, 0))).toBe('win');
    expect(grade(leg('ou', 'over', 0.5, '1h'), ft(2, 1, 0, 0))).toBe('lose');
    expect(grade(leg('ah', 'home', -0.25, '1h'), ft(0, 3, 1, 0))).toBe('win');
  });
  it('voids every market type without a first-half score', () => {
    for (const type of MARKET_TYPES) {
      for (const code of selectionCodes(type)) {
        expect(grade(leg(type, code, 0.5, '1h'), ft(2, 1))).toBe('void');
        expect(grade(leg(type, code, 0.5, '1h'), ft(2, 1, 1, null))).toBe('void');
      }
    }
  });
});

describe('grade: every market type, every selection', () => {
  it('exactly one selection wins on a non-lined market (ml draw: all void)', () => {
    for (const type of ['1x2', 'ml', 'oe', 'cs'] as const) {
      for (const [h, a] of [
        [0, 0],
        [1, 0],
        [2, 3],
        [4, 4],
        [6, 2],
        [1, 1],
      ] as const) {
        const outcomes = selectionCodes(type).map((code) => grade(leg(type, code), ft(h, a)));
        if (type === 'ml' && h === a) expect(outcomes).toEqual(['void', 'void']);
        else
          expect(
            outcomes.filter((o) => o === 'win'),
            `${type} ${h}-${a}`,
          ).toHaveLength(1);
      }
    }
  });
  it('rejects unknown selection codes', () => {
    expect(() => grade(leg('ah', 'draw'), ft(1, 0))).toThrow();
    expect(() => grade(leg('cs', '5-0'), ft(5, 0))).toThrow();
    expect(() => grade(leg('ou', 'home', 2.5), ft(1, 0))).toThrow();
    expect(() => grade(leg('1x2', 'x'), ft(1, 0))).toThrow();
  });
});

describe('grade: properties', () => {
  const score = fc.integer({ min: 0, max: 12 });
  const lineQ = fc.integer({ min: -40, max: 40 });
  it('home and away of one AH line are mirror outcomes', () => {
    fc.assert(
      fc.property(lineQ, score, score, fc.constantFrom<MarketType>('ah', 'map_ah'), (q, h, a, type) => {
        const r = ft(h, a);
        const home = grade({ marketType: type, period: 'ft', lineQ: q, selectionCode: 'home' }, r);
        const away = grade({ marketType: type, period: 'ft', lineQ: q, selectionCode: 'away' }, r);
        expect(away).toBe(mirrorOutcome(home));
      }),
    );
  });
  it('over and under of one total are mirror outcomes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), score, score, (q, h, a) => {
        const r = ft(h, a);
        const over = grade({ marketType: 'ou', period: 'ft', lineQ: q, selectionCode: 'over' }, r);
        const under = grade({ marketType: 'ou', period: 'ft', lineQ: q, selectionCode: 'under' }, r);
        expect(under).toBe(mirrorOutcome(over));
      }),
    );
  });
  it('a better handicap never grades worse', () => {
    const rank: Record<Outcome, number> = { lose: 0, half_lose: 1, push: 2, void: 2, half_win: 3, win: 4 };
    fc.assert(
      fc.property(lineQ, score, score, (q, h, a) => {
        const g = (x: number) =>
          rank[grade({ marketType: 'ah', period: 'ft', lineQ: x, selectionCode: 'home' }, ft(h, a))];
        expect(g(q + 1)).toBeGreaterThanOrEqual(g(q));
      }),
    );
  });
});
