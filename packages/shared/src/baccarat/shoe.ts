import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { CARDS_PER_SHOE, type Card, cardOf, cardValue, DECKS_PER_SHOE } from './cards.ts';
import { type DealtHand, dealHand } from './deal.ts';

/**
 * Provably fair shoes (issue 12). The dealer draws a 32-byte server seed before the shoe starts
 * and publishes `seedHash(seed)` (SHA-256 of the seed's bytes) with the shoe's public nonce; when
 * the shoe ends it reveals the seed. Anyone can then recompute the shuffle and every hand:
 *
 *   stream block i = SHA-256(seed bytes ‖ UTF-8(nonce) ‖ i as 8-byte big-endian), read as eight
 *   big-endian 32-bit words; integers in [0, n) by rejection sampling (no modulo bias);
 *   the 416 cards (8 decks, each in `cardOf(0..51)` order) are shuffled by Fisher–Yates from the
 *   top (for i from 415 down to 1: swap i with int(i + 1)).
 *
 * The first card is turned and that many cards burned (a ten or court card burns ten); the cut card
 * lies 16 cards from the end: no hand starts past it, and a hand under way always completes.
 */

export const CUT_CARD_FROM_END = 16;
export const SEED_BYTES = 32;

export function seedHash(seedHex: string): string {
  return bytesToHex(sha256(hexToBytes(seedHex)));
}

/** Uniform integers in [0, n) from the seed and nonce (see above). */
export function shoeStream(seedHex: string, nonce: string): (n: number) => number {
  const seed = hexToBytes(seedHex);
  const nonceBytes = utf8ToBytes(nonce);
  const message = new Uint8Array(seed.length + nonceBytes.length + 8);
  message.set(seed, 0);
  message.set(nonceBytes, seed.length);
  const counter = new DataView(message.buffer, seed.length + nonceBytes.length, 8);
  let blockIndex = 0;
  let words = new DataView(new ArrayBuffer(32));
  let next = 8;
  const word = (): number => {
    if (next === 8) {
      counter.setUint32(0, Math.floor(blockIndex / 0x1_0000_0000));
      counter.setUint32(4, blockIndex % 0x1_0000_0000);
      blockIndex++;
      const digest = sha256(message);
      words = new DataView(digest.buffer, digest.byteOffset, 32);
      next = 0;
    }
    return words.getUint32(4 * next++);
  };
  return (n: number) => {
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    for (;;) {
      const w = word();
      if (w < limit) return w % n;
    }
  };
}

export interface Shoe {
  /** All 416 cards in dealing order. */
  cards: Card[];
  /** The turned card and the cards it burned. */
  burned: Card[];
  /** Index of the first card of the first hand. */
  start: number;
  /** No hand starts at or past this index. */
  cutAt: number;
}

export function shuffleShoe(seedHex: string, nonce: string): Shoe {
  const int = shoeStream(seedHex, nonce);
  const cards: Card[] = [];
  for (let d = 0; d < DECKS_PER_SHOE; d++) for (let i = 0; i < 52; i++) cards.push(cardOf(i));
  for (let i = cards.length - 1; i > 0; i--) {
    const j = int(i + 1);
    const tmp = cards[i] as Card;
    cards[i] = cards[j] as Card;
    cards[j] = tmp;
  }
  const first = cards[0] as Card;
  const burn = cardValue(first) || 10;
  return {
    cards,
    burned: cards.slice(0, 1 + burn),
    start: 1 + burn,
    cutAt: CARDS_PER_SHOE - CUT_CARD_FROM_END,
  };
}

/** The hand that starts at `position` of the shoe, and where the next one starts. */
export function handAt(shoe: Shoe, position: number): { hand: DealtHand; nextPosition: number } {
  let at = position;
  const hand = dealHand(() => {
    const card = shoe.cards[at++];
    if (card === undefined) throw new RangeError('shoe exhausted');
    return card;
  });
  return { hand, nextPosition: at };
}

/** Every hand of a shoe, as the dealer deals them until the cut card. */
export function replayShoe(seedHex: string, nonce: string): DealtHand[] {
  const shoe = shuffleShoe(seedHex, nonce);
  const hands: DealtHand[] = [];
  let position = shoe.start;
  while (position < shoe.cutAt) {
    const { hand, nextPosition } = handAt(shoe, position);
    hands.push(hand);
    position = nextPosition;
  }
  return hands;
}
