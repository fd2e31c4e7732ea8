import { replayShoe, seedHash } from '@houseline/shared/baccarat/shoe';
import { describe, expect, it } from 'vitest';
import { parseShoeId, recomputeShoe, type ShoeReport, verifyShoe } from './verify-shoe.ts';

const SEED = 'a3'.repeat(32);
const NONCE = 'shoe-77';

/** What an honest server reports for the first `n` hands of the shoe (hands as replayShoe deals them). */
function honestReport(n: number, { ended = true } = {}): ShoeReport {
  const hands = replayShoe(SEED, NONCE)
    .slice(0, n)
    .map((h, i) => ({ handNo: i + 1, cards: h.order, outcome: h.outcome }));
  return {
    shoe: {
      id: 77,
      seedHash: seedHash(SEED),
      nonce: NONCE,
      seed: ended ? SEED : null,
      status: ended ? 'ended' : 'playing',
      handsDealt: n,
    },
    hands,
  };
}

/** A deep copy, so a test can tamper with one report without touching another. */
const copy = (r: ShoeReport): ShoeReport => JSON.parse(JSON.stringify(r)) as ShoeReport;

describe('verifyShoe', () => {
  it('verifies an honest ended shoe hand by hand', () => {
    const report = honestReport(30);
    const v = verifyShoe(report);
    expect(v.verdict).toBe('verified');
    expect(v.hashMatches).toBe(true);
    expect(v.computedHash).toBe(report.shoe.seedHash);
    expect(v.hands).toHaveLength(30);
    expect(v.hands.every((h) => h.problem === null && h.expected !== null)).toBe(true);
    expect(v.outcomes).toEqual(report.hands.map((h) => h.outcome));
  });

  it('verifies the whole shoe to the cut card, in any order the hands arrive', () => {
    const all = replayShoe(SEED, NONCE).length;
    const report = honestReport(all);
    report.hands.reverse();
    const v = verifyShoe(report);
    expect(v.verdict).toBe('verified');
    expect(v.hands.map((h) => h.reported.handNo)).toEqual(Array.from({ length: all }, (_, i) => i + 1));
  });

  it('flags a tampered card', () => {
    const report = copy(honestReport(20));
    const hand = report.hands[11];
    if (!hand?.cards[0]) throw new Error('no hand');
    hand.cards[0].card = hand.cards[0].card === 'AS' ? 'KS' : 'AS';
    const v = verifyShoe(report);
    expect(v.verdict).toBe('mismatch');
    expect(v.hashMatches).toBe(true);
    expect(v.badHands).toBe(1);
    expect(v.hands[11]?.problem).toBe('cards');
    expect(v.hands.filter((h) => h.problem !== null).map((h) => h.reported.handNo)).toEqual([12]);
  });

  it('flags a tampered result with the right cards', () => {
    const report = copy(honestReport(20));
    const hand = report.hands[4];
    if (!hand) throw new Error('no hand');
    hand.outcome.winner = hand.outcome.winner === 'banker' ? 'player' : 'banker';
    const v = verifyShoe(report);
    expect(v.verdict).toBe('mismatch');
    expect(v.hands[4]?.problem).toBe('outcome');
    // The roads are drawn from what the seed deals, not from the tampered claim.
    expect(v.outcomes[4]).toEqual(honestReport(20).hands[4]?.outcome);
  });

  it('flags cards dealt to the wrong side, and a missing or extra card', () => {
    const swapped = copy(honestReport(5));
    const first = swapped.hands[0]?.cards[0];
    if (!first) throw new Error('no card');
    first.to = first.to === 'player' ? 'banker' : 'player';
    expect(verifyShoe(swapped).hands[0]?.problem).toBe('cards');

    const short = copy(honestReport(5));
    short.hands[2]?.cards.pop();
    expect(verifyShoe(short).hands[2]?.problem).toBe('cards');
  });

  it('flags a seed that does not hash to the published hash', () => {
    const report = copy(honestReport(10));
    report.shoe.seedHash = seedHash('b4'.repeat(32));
    const v = verifyShoe(report);
    expect(v.verdict).toBe('mismatch');
    expect(v.hashMatches).toBe(false);
  });

  it('flags a hand past the last hand the seed can deal, and a hand number reported twice', () => {
    const all = replayShoe(SEED, NONCE).length;
    const report = copy(honestReport(3));
    const extra = report.hands[0];
    if (!extra) throw new Error('no hand');
    report.hands.push({ ...extra, handNo: all + 1 });
    let v = verifyShoe(report);
    expect(v.verdict).toBe('mismatch');
    expect(v.hands.at(-1)?.problem).toBe('missing');

    const twice = copy(honestReport(3));
    twice.hands.push(copy(honestReport(3)).hands[1] as ShoeReport['hands'][number]);
    v = verifyShoe(twice);
    expect(v.verdict).toBe('mismatch');
    expect(v.badHands).toBe(1);
  });

  it('is pending while the shoe is in play, every hand unchecked', () => {
    const v = verifyShoe(honestReport(8, { ended: false }));
    expect(v.verdict).toBe('pending');
    expect(v.hashMatches).toBeNull();
    expect(v.hands.every((h) => h.expected === null && h.problem === null)).toBe(true);
  });

  it('verifies with a pasted seed, and refuses a malformed one', () => {
    const playing = honestReport(8, { ended: false });
    expect(verifyShoe(playing, SEED).verdict).toBe('verified');
    expect(verifyShoe(playing, SEED.toUpperCase()).verdict).toBe('verified');
    const bad = verifyShoe(playing, 'not-a-seed');
    expect(bad.verdict).toBe('mismatch');
    expect(bad.hashMatches).toBe(false);
    expect(verifyShoe(playing, 'c5'.repeat(32)).verdict).toBe('mismatch');
  });
});

describe('recomputeShoe and parseShoeId', () => {
  it('recomputes any shoe from a seed and nonce', () => {
    const r = recomputeShoe(SEED, NONCE);
    expect(r?.hash).toBe(seedHash(SEED));
    expect(r?.hands).toEqual(replayShoe(SEED, NONCE));
    expect(recomputeShoe('abc', NONCE)).toBeNull();
    expect(recomputeShoe('g'.repeat(64), NONCE)).toBeNull();
  });

  it('reads a shoe id from the route', () => {
    expect(parseShoeId('12')).toBe(12);
    expect(parseShoeId('0')).toBeNull();
    expect(parseShoeId('-1')).toBeNull();
    expect(parseShoeId('1e3')).toBeNull();
    expect(parseShoeId('2147483648')).toBeNull();
    expect(parseShoeId(undefined)).toBeNull();
  });
});
