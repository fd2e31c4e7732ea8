import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DT_PAYS,
  DT_SHOE_CARDS,
  DT_TIE_RETURN,
  dealDragonTiger,
  dtCardAt,
  dtDescribe,
  dtHandOf,
  dtPayout,
} from './dt.ts';
import { seededRng } from './rng.ts';
import { type Card, DT_BET_SIDES, type DtBetSide, type DtHand, type Rng } from './types.ts';

const STAKE = 2n * 10_000n;

/** What a side returns, restated from the rules (in half-stakes, to stay in integers). */
function expectedHalves(side: DtBetSide, dragon: Card, tiger: Card): number {
  const tie = dragon.rank === tiger.rank;
  const suitedTie = tie && dragon.suit === tiger.suit;
  if (side === 'tie') return tie ? 18 : 0;
  if (side === 'suitedTie') return suitedTie ? 102 : 0;
  if (tie) return 1;
  const dragonWins = dragon.rank > tiger.rank;
  return (side === 'dragon') === dragonWins ? 4 : 0;
}

const FACES: Card[] = [];
for (let suit = 0; suit < 4; suit++) for (let rank = 1; rank <= 13; rank++) FACES.push({ rank, suit });

describe('dragon-tiger payouts', () => {
  it('match the rules for every pair of faces and every side', () => {
    for (const dragon of FACES)
      for (const tiger of FACES) {
        const hand = dtHandOf(dragon, tiger);
        for (const side of DT_BET_SIDES) {
          expect(dtPayout(side, STAKE, hand)).toBe(
            (STAKE * BigInt(expectedHalves(side, dragon, tiger))) / 2n,
          );
        }
      }
  });

  it('has the stated pays', () => {
    expect(DT_PAYS).toEqual({ dragon: '2', tiger: '2', tie: '9', suitedTie: '51' });
    expect(DT_TIE_RETURN).toBe('0.5');
  });

  it('returns exactly 399.5/415, 279/415 and 357/415 over every ordered deal of an 8-deck shoe', () => {
    // Sum of returns in half-stakes over all 416 × 415 ordered pairs of distinct cards.
    const halves: Record<DtBetSide, number> = { dragon: 0, tiger: 0, tie: 0, suitedTie: 0 };
    for (let a = 0; a < DT_SHOE_CARDS; a++)
      for (let b = 0; b < DT_SHOE_CARDS; b++) {
        if (a === b) continue;
        const hand = dtHandOf(dtCardAt(a), dtCardAt(b));
        for (const side of DT_BET_SIDES) halves[side] += Number(dtPayout(side, 2n, hand));
      }
    const deals = DT_SHOE_CARDS * (DT_SHOE_CARDS - 1);
    // Exact rationals: halves / (2 · deals) = k / 415  ⇔  halves · 415 = 2 · deals · k.
    expect(halves.dragon * 415 * 2).toBe(2 * deals * 799);
    expect(halves.tiger * 415 * 2).toBe(2 * deals * 799);
    expect(halves.tie * 415).toBe(2 * deals * 279);
    expect(halves.suitedTie * 415).toBe(2 * deals * 357);
    const rtp = Object.fromEntries(DT_BET_SIDES.map((s) => [s, halves[s] / (2 * deals)]));
    console.info('dragon-tiger exact RTP', rtp);
    expect(rtp.dragon).toBeCloseTo(0.962651, 6);
  });

  it('floors half a stake on a tie and never pays a negative amount', () => {
    const tie = dtHandOf({ rank: 5, suit: 0 }, { rank: 5, suit: 1 });
    expect(dtPayout('dragon', 3n, tie)).toBe(1n);
    expect(() => dtPayout('dragon', 0n, tie)).toThrow();
    fc.assert(
      fc.property(
        fc.constantFrom(...DT_BET_SIDES),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: DT_SHOE_CARDS - 1 }),
        fc.integer({ min: 0, max: DT_SHOE_CARDS - 1 }),
        (side, stake, a, b) => dtPayout(side, stake, dtHandOf(dtCardAt(a), dtCardAt(b))) >= 0n,
      ),
    );
  });
});

describe('dealDragonTiger', () => {
  it('maps the two draws one-to-one onto ordered pairs of distinct shoe cards', () => {
    const seen = new Set<number>();
    let wrong = 0;
    const draws: number[] = [];
    const bounds: number[] = [];
    const rng: Rng = {
      int: (n) => {
        bounds.push(n);
        return draws.shift() as number;
      },
    };
    for (let first = 0; first < DT_SHOE_CARDS; first++)
      for (let second = 0; second < DT_SHOE_CARDS - 1; second++) {
        draws.push(first, second);
        bounds.length = 0;
        const hand = dealDragonTiger(rng);
        const b = second >= first ? second + 1 : second;
        const want = dtHandOf(dtCardAt(first), dtCardAt(b));
        const same =
          hand.dragon.rank === want.dragon.rank &&
          hand.dragon.suit === want.dragon.suit &&
          hand.tiger.rank === want.tiger.rank &&
          hand.tiger.suit === want.tiger.suit &&
          hand.outcome === want.outcome &&
          hand.suited === want.suited;
        if (!same || bounds[0] !== 416 || bounds[1] !== 415) wrong++;
        seen.add(first * DT_SHOE_CARDS + b);
      }
    expect(wrong).toBe(0);
    expect(seen.size).toBe(DT_SHOE_CARDS * (DT_SHOE_CARDS - 1));
  });

  it('deals valid cards with a consistent outcome', () => {
    const rng = seededRng('7e'.repeat(32));
    for (let i = 0; i < 2000; i++) {
      const hand: DtHand = dealDragonTiger(rng);
      for (const card of [hand.dragon, hand.tiger]) {
        expect(card.rank >= 1 && card.rank <= 13 && card.suit >= 0 && card.suit <= 3).toBe(true);
      }
      expect(hand).toEqual(dtHandOf(hand.dragon, hand.tiger));
    }
  });
});

describe('dtDescribe', () => {
  it.each([
    [{ rank: 13, suit: 0 }, { rank: 7, suit: 1 }, '龙 ♠K · 虎 ♥7 · 龙赢'],
    [{ rank: 1, suit: 2 }, { rank: 10, suit: 3 }, '龙 ♣A · 虎 ♦10 · 虎赢'],
    [{ rank: 12, suit: 1 }, { rank: 12, suit: 3 }, '龙 ♥Q · 虎 ♦Q · 和'],
    [{ rank: 11, suit: 2 }, { rank: 11, suit: 2 }, '龙 ♣J · 虎 ♣J · 同花和'],
  ])('%j vs %j → %s', (dragon, tiger, text) => {
    expect(dtDescribe(dtHandOf(dragon, tiger))).toBe(text);
  });
});
