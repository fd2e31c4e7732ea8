import { describe, expect, it } from 'vitest';
import type { Card } from './cards.ts';
import { bankerDraws, dealHand, outcomeOf } from './deal.ts';

/**
 * The punto banco tableau as casinos print it (D: banker draws, S: banker stands), written out by
 * hand: one row per banker two-card total, one column per player third card value 0..9, then the
 * column for a player who stood. Totals 8 and 9 are naturals and never reach the tableau; the
 * function still answers "stand" for them.
 */
const TABLEAU: Record<number, string> = {
  //   0123456789 stood
  0: 'DDDDDDDDDD D',
  1: 'DDDDDDDDDD D',
  2: 'DDDDDDDDDD D',
  3: 'DDDDDDDDSD D',
  4: 'SSDDDDDDSS D',
  5: 'SSSSDDDDSS D',
  6: 'SSSSSSDDSS S',
  7: 'SSSSSSSSSS S',
  8: 'SSSSSSSSSS S',
  9: 'SSSSSSSSSS S',
};

function expectedDraw(bankerTotal: number, playerThird: number | null): boolean {
  const row = TABLEAU[bankerTotal] as string;
  return row[playerThird === null ? 11 : playerThird] === 'D';
}

/** A card of the given baccarat value (0 is a king), suit chosen so that two cards never pair by accident. */
const SUITS = 'SHDC';
function card(value: number, suit = 0, rankForZero = 'K'): Card {
  const rank = value === 0 ? rankForZero : 'A23456789'[value - 1];
  return `${rank}${SUITS[suit % 4]}`;
}

/** Two cards of different ranks making `total` (a 0 is ten + king, a 1 is ace + king, …). */
function twoCards(total: number, suit: number): [Card, Card] {
  if (total === 0) return [card(0, suit, 'T'), card(0, suit + 1, 'K')];
  return [card(total, suit), card(0, suit + 1, 'Q')];
}

function dealFrom(cards: Card[]) {
  let i = 0;
  const hand = dealHand(() => {
    const c = cards[i++];
    if (!c) throw new Error('ran out of cards');
    return c;
  });
  return { hand, used: i };
}

describe('bankerDraws: the tableau', () => {
  for (let bankerTotal = 0; bankerTotal <= 9; bankerTotal++) {
    for (const third of [null, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const draws = expectedDraw(bankerTotal, third);
      it(`banker ${bankerTotal}, player ${third === null ? 'stood' : `third card ${third}`} → ${draws ? 'draws' : 'stands'}`, () => {
        expect(bankerDraws(bankerTotal, third)).toBe(draws);
      });
    }
  }
});

describe('dealHand: every two-card total combination', () => {
  for (let p = 0; p <= 9; p++) {
    for (let b = 0; b <= 9; b++) {
      it(`player ${p} against banker ${b}`, () => {
        const [p1, p2] = twoCards(p, 0);
        const [b1, b2] = twoCards(b, 2);
        const natural = p >= 8 || b >= 8;
        const playerDraws = !natural && p <= 5;
        // Every value the player's third card could have (only one case when the player stands).
        for (const third of playerDraws ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] : [null]) {
          const pThird = third === null ? null : card(third, 1, 'J');
          const bankerTakes = !natural && expectedDraw(b, third);
          const bThird = card(7, 3);
          // Dealing order: P, B, P, B, then the player's third (if any), then the banker's.
          const sequence = [p1, b1, p2, b2, ...(pThird ? [pThird] : []), bThird, card(5, 0)];
          const { hand, used } = dealFrom(sequence);
          const player = [p1, p2, ...(pThird ? [pThird] : [])];
          const banker = [b1, b2, ...(bankerTakes ? [bThird] : [])];
          expect(hand.player).toEqual(player);
          expect(hand.banker).toEqual(banker);
          expect(used).toBe(player.length + banker.length);
          expect(hand.order.map((o) => o.to)).toEqual([
            'player',
            'banker',
            'player',
            'banker',
            ...(pThird ? ['player'] : []),
            ...(bankerTakes ? ['banker'] : []),
          ]);
          expect(hand.order.map((o) => o.card)).toEqual(sequence.slice(0, used));
          const pt = (p + (third ?? 0)) % 10;
          const bt = (b + (bankerTakes ? 7 : 0)) % 10;
          expect(hand.outcome).toEqual({
            winner: pt > bt ? 'player' : bt > pt ? 'banker' : 'tie',
            playerTotal: pt,
            bankerTotal: bt,
            playerPair: false,
            bankerPair: false,
            natural,
            bankerSix: bt > pt && bt === 6,
          });
        }
      });
    }
  }
});

describe('naturals and pairs', () => {
  it('a natural on either side ends the hand after four cards', () => {
    for (const [p, b] of [
      [8, 0],
      [9, 5],
      [0, 8],
      [3, 9],
      [8, 8],
      [9, 8],
    ] as const) {
      const [p1, p2] = twoCards(p, 0);
      const [b1, b2] = twoCards(b, 2);
      const { hand, used } = dealFrom([p1, b1, p2, b2, card(1, 0), card(1, 1)]);
      expect(used).toBe(4);
      expect(hand.outcome.natural).toBe(true);
      expect(hand.outcome.winner).toBe(p > b ? 'player' : b > p ? 'banker' : 'tie');
    }
  });

  it('a pair is two first cards of one rank, whatever the suits and a third card', () => {
    // Player 4♠ 4♥ (8, natural); banker K♦ K♣ (0): both sides pair.
    const { hand } = dealFrom(['4S', 'KD', '4H', 'KC']);
    expect(hand.outcome).toMatchObject({ playerPair: true, bankerPair: true, winner: 'player' });
    // Ten and king are both worth 0 but are different ranks: no pair.
    expect(outcomeOf(['TS', 'KS'], ['2H', '3H']).playerPair).toBe(false);
    // A pair only counts on the first two cards.
    expect(outcomeOf(['2S', '3S', '2H'], ['5H', '5D', '9C'])).toMatchObject({
      playerPair: false,
      bankerPair: true,
    });
  });

  it('banker six is a banker win with 6 only (a 6-6 tie is not)', () => {
    expect(outcomeOf(['2S', '3S'], ['3H', '3D']).bankerSix).toBe(true);
    expect(outcomeOf(['3S', '3C'], ['3H', '3D']).bankerSix).toBe(false);
    expect(outcomeOf(['2S', '3S'], ['3H', '4D']).bankerSix).toBe(false);
    expect(outcomeOf(['2S', '3S', 'KC'], ['3H', 'KD', '3C'])).toMatchObject({
      winner: 'banker',
      bankerSix: true,
    });
  });
});

/**
 * The exact house edge of an 8-deck shoe, by enumerating the first six card values (drawn without
 * replacement: 128 zeros and 32 of each of 1..9) and dealing each sequence through dealHand. The
 * published 8-deck figures (banker 1.06 %, player 1.24 %, tie 14.36 % at 8:1) only come out if
 * every rule of the deal is right.
 */
describe('exact 8-deck odds through dealHand', () => {
  it('gives the published banker, player and tie probabilities and edges', () => {
    const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const total = 416;
    const prob = { banker: 0, player: 0, tie: 0 };
    const cards: Card[] = [];
    // Depth-first over card values; a hand is dealt once six values are chosen (it uses 4 to 6).
    const walk = (depth: number, weight: number) => {
      if (depth === 6) {
        const { hand } = dealFrom(cards);
        prob[hand.outcome.winner] += weight;
        return;
      }
      for (let v = 0; v <= 9; v++) {
        const left = counts[v] as number;
        if (left === 0) continue;
        const w = weight * (left / (total - depth));
        counts[v] = left - 1;
        cards.push(card(v, depth));
        walk(depth + 1, w);
        cards.pop();
        counts[v] = left;
      }
    };
    walk(0, 1);
    expect(prob.banker + prob.player + prob.tie).toBeCloseTo(1, 9);
    expect(prob.banker).toBeCloseTo(0.458597, 5);
    expect(prob.player).toBeCloseTo(0.446247, 5);
    expect(prob.tie).toBeCloseTo(0.095156, 5);
    const bankerEdge = -(prob.banker * 0.95 - prob.player);
    const playerEdge = -(prob.player - prob.banker);
    const tieEdge = -(prob.tie * 8 - (1 - prob.tie));
    expect(bankerEdge).toBeCloseTo(0.010579, 5);
    expect(playerEdge).toBeCloseTo(0.012351, 5);
    expect(tieEdge).toBeCloseTo(0.143596, 5);
  });
});
