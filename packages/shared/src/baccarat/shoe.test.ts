import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { CARDS_PER_SHOE, cardOf, cardValue, RANKS, rankOf } from './cards.ts';
import { betReturnMinor } from './payout.ts';
import {
  CUT_CARD_FROM_END,
  handAt,
  replayShoe,
  SEED_BYTES,
  seedHash,
  shoeStream,
  shuffleShoe,
} from './shoe.ts';

/** A reproducible 32-byte seed for test shoe `i` (hex). */
const seedOf = (i: number, tag = 'shoe') => bytesToHex(sha256(utf8ToBytes(`${tag} ${i}`)));

const SLOW = process.env.SLOW_TESTS === '1';

describe('seeds and hashes', () => {
  it('publishes SHA-256 of the seed bytes (known vector: 32 zero bytes)', () => {
    expect(seedHash('00'.repeat(SEED_BYTES))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
    const seed = seedOf(1);
    expect(seedHash(seed)).toBe(bytesToHex(sha256(Uint8Array.from(Buffer.from(seed, 'hex')))));
    expect(seedHash(seed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the same seed and nonce always make the same shoe; another seed or nonce another shoe', () => {
    const a = shuffleShoe(seedOf(1), '1001');
    expect(shuffleShoe(seedOf(1), '1001')).toEqual(a);
    expect(replayShoe(seedOf(1), '1001')).toEqual(replayShoe(seedOf(1), '1001'));
    expect(shuffleShoe(seedOf(1), '1002').cards).not.toEqual(a.cards);
    expect(shuffleShoe(seedOf(2), '1001').cards).not.toEqual(a.cards);
  });

  it('the stream is the documented SHA-256 counter construction', () => {
    // The first 32-bit word of block 0 is the first four bytes of SHA-256(seed ‖ nonce ‖ 0^8),
    // taken modulo n whenever it falls under the rejection limit (always, for n = 2^k).
    const seed = seedOf(3);
    const block0 = sha256(
      Uint8Array.from([...Buffer.from(seed, 'hex'), ...utf8ToBytes('n'), 0, 0, 0, 0, 0, 0, 0, 0]),
    );
    const word0 = new DataView(block0.buffer).getUint32(0);
    expect(shoeStream(seed, 'n')(1024)).toBe(word0 % 1024);
  });
});

describe('the shoe', () => {
  it('holds 416 cards: eight full decks', () => {
    for (let i = 0; i < 20; i++) {
      const { cards } = shuffleShoe(seedOf(i), String(i));
      expect(cards).toHaveLength(CARDS_PER_SHOE);
      const count = new Map<string, number>();
      for (const c of cards) count.set(c, (count.get(c) ?? 0) + 1);
      expect(count.size).toBe(52);
      for (let k = 0; k < 52; k++) expect(count.get(cardOf(k))).toBe(8);
    }
  });

  it('turns the first card and burns that many (ten or a court card burns ten)', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const shoe = shuffleShoe(seedOf(i), String(i));
      const first = shoe.cards[0] as string;
      const burn = cardValue(first) === 0 ? 10 : cardValue(first);
      seen.add(burn);
      expect(shoe.start).toBe(1 + burn);
      expect(shoe.burned).toEqual(shoe.cards.slice(0, 1 + burn));
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('no hand starts at or past the cut card, and the hand under way completes', () => {
    for (let i = 0; i < 100; i++) {
      const shoe = shuffleShoe(seedOf(i), String(i));
      expect(shoe.cutAt).toBe(CARDS_PER_SHOE - CUT_CARD_FROM_END);
      const hands = replayShoe(seedOf(i), String(i));
      let position = shoe.start;
      for (const hand of hands) {
        expect(position).toBeLessThan(shoe.cutAt);
        const dealt = handAt(shoe, position);
        expect(dealt.hand).toEqual(hand);
        // The hand's cards are the next cards of the shoe, in dealing order.
        expect(hand.order.map((o) => o.card)).toEqual(shoe.cards.slice(position, dealt.nextPosition));
        position = dealt.nextPosition;
      }
      // The dealer stopped because the next hand would start at or past the cut card.
      expect(position).toBeGreaterThanOrEqual(shoe.cutAt);
      expect(position).toBeLessThanOrEqual(shoe.cutAt + 5);
    }
  });
});

/** Regularised lower incomplete gamma P(a, x) (series below a + 1, continued fraction above). */
function gammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  const lnGammaA = lnGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 1000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return sum * Math.exp(-x + a * Math.log(x) - lnGammaA);
  }
  // Lentz's continued fraction for Q(a, x).
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < 1e-300 ? 1e-300 : d;
    c = b + an / c;
    c = Math.abs(c) < 1e-300 ? 1e-300 : c;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return 1 - Math.exp(-x + a * Math.log(x) - lnGammaA) * h;
}

function lnGamma(z: number): number {
  // Lanczos approximation (g = 7, n = 9).
  const g = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  const x = z - 1;
  let a = g[0] as number;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += (g[i] as number) / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The chi-square critical value: the x with P(X ≤ x) = p for `df` degrees of freedom. */
function chiSquareCritical(df: number, p: number): number {
  let lo = 0;
  let hi = df * 10 + 100;
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (gammaP(df / 2, mid / 2) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

function chiSquare(observed: readonly number[], expected: number): number {
  return observed.reduce((sum, o) => sum + (o - expected) ** 2 / expected, 0);
}

describe('the statistics helper', () => {
  it('matches printed chi-square tables', () => {
    expect(chiSquareCritical(1, 0.99)).toBeCloseTo(6.635, 3);
    expect(chiSquareCritical(12, 0.99)).toBeCloseTo(26.217, 3);
    expect(chiSquareCritical(51, 0.99)).toBeCloseTo(77.386, 2);
    expect(chiSquareCritical(100, 0.99)).toBeCloseTo(135.807, 2);
  });
});

function bump(counts: number[] | undefined, at: number): void {
  if (!counts) throw new RangeError('no such row');
  counts[at] = (counts[at] ?? 0) + 1;
}

/** Counts over `shoes` shuffles: rank per 52-position bucket, and the card at each of `positions`. */
function tally(
  shuffle: (seed: string, nonce: string) => readonly string[],
  shoes: number,
  positions: number[],
) {
  const rankCounts = Array.from({ length: 8 }, () => new Array<number>(13).fill(0));
  const faceCounts = positions.map(() => new Array<number>(52).fill(0));
  const faceIndex = new Map(Array.from({ length: 52 }, (_, k) => [cardOf(k), k]));
  for (let i = 0; i < shoes; i++) {
    const cards = shuffle(seedOf(i, 'chi'), `chi-${i}`);
    cards.forEach((c, position) => {
      bump(rankCounts[Math.floor(position / 52)], RANKS.indexOf(rankOf(c)));
    });
    positions.forEach((p, j) => {
      bump(faceCounts[j], faceIndex.get(cards[p] as string) as number);
    });
  }
  // Each bucket holds shoes × 52 cards and each rank is 1/13 of the shoe in every bucket; row and
  // column totals are fixed (52 cards a bucket, 32 of each rank a shoe): df = (13−1)(8−1) = 84.
  return {
    rankStatistic: chiSquare(rankCounts.flat(), (shoes * 52) / 13),
    faceStatistics: faceCounts.map((counts) => chiSquare(counts, shoes / 52)),
  };
}

describe('no bias in the shuffle (chi-square at 99 %)', () => {
  const SHOES = SLOW ? 20_000 : 2_000;
  const POSITIONS = [0, 1, 2, 10, 100, 207, 208, 300, 399, 415];
  const rankCritical = chiSquareCritical(84, 0.99);
  const faceCritical = chiSquareCritical(51, 0.99);

  it(`card rank × position (8 buckets of 52), and the card at ${POSITIONS.length} positions, over ${SHOES} shoes`, {
    timeout: 120_000,
  }, () => {
    const { rankStatistic, faceStatistics } = tally(
      (seed, nonce) => shuffleShoe(seed, nonce).cards,
      SHOES,
      POSITIONS,
    );
    expect(rankCritical).toBeCloseTo(117.06, 1);
    expect(rankStatistic).toBeLessThan(rankCritical);
    POSITIONS.forEach((p, j) => {
      expect(faceStatistics[j], `position ${p}`).toBeLessThan(faceCritical);
    });
  });

  it('has the power to see a broken shuffle (Fisher–Yates stopped half way through sorted packs)', () => {
    const halfShuffled = (seed: string, nonce: string) => {
      const int = shoeStream(seed, nonce);
      // Eight decks sorted by rank (eight aces of spades, eight of hearts, …), half shuffled.
      const cards = Array.from({ length: CARDS_PER_SHOE }, (_, k) => cardOf(Math.floor(k / 8)));
      for (let i = cards.length - 1; i >= CARDS_PER_SHOE / 2; i--) {
        const j = int(i + 1);
        [cards[i], cards[j]] = [cards[j] as string, cards[i] as string];
      }
      return cards;
    };
    const { rankStatistic, faceStatistics } = tally(halfShuffled, 200, [0]);
    expect(rankStatistic).toBeGreaterThan(rankCritical);
    expect(faceStatistics[0]).toBeGreaterThan(faceCritical);
  });
});

describe('house edge over replayed shoes', () => {
  it('banker ≈ 1.06 %, player ≈ 1.24 %, tie ≈ 14.4 % (within 4 standard errors)', {
    timeout: 120_000,
  }, () => {
    const SHOES = SLOW ? 20_000 : 2_500;
    const stake = 100n;
    const sides = ['banker', 'player', 'tie'] as const;
    const sum = { banker: 0, player: 0, tie: 0 };
    const sumSq = { banker: 0, player: 0, tie: 0 };
    let hands = 0;
    for (let i = 0; i < SHOES; i++) {
      for (const hand of replayShoe(seedOf(i, 'edge'), `edge-${i}`)) {
        hands++;
        for (const side of sides) {
          const net = Number(betReturnMinor(side, stake, hand.outcome, false) - stake) / Number(stake);
          sum[side] += net;
          sumSq[side] += net * net;
        }
      }
    }
    const published = { banker: 0.010579, player: 0.012351, tie: 0.143596 };
    for (const side of sides) {
      const mean = sum[side] / hands;
      const se = Math.sqrt((sumSq[side] / hands - mean * mean) / hands);
      expect(Math.abs(-mean - published[side]), `${side}: edge ${(-mean * 100).toFixed(3)} %`).toBeLessThan(
        4 * se,
      );
    }
    expect(hands).toBeGreaterThan(SHOES * 75);
  });
});
