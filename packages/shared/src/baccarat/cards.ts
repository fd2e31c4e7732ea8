/**
 * Cards of the house baccarat tables (issue 12). A card travels as two characters: rank
 * `A23456789TJQK` then suit `SHDC` ("TD" is the ten of diamonds). Baccarat values: ace 1, two to
 * nine at face value, ten and the court cards 0.
 */

export const RANKS = 'A23456789TJQK';
export const SUITS = 'SHDC';
export const DECKS_PER_SHOE = 8;
export const CARDS_PER_SHOE = DECKS_PER_SHOE * 52;

export type Card = string;

const CARD_RE = /^[A23456789TJQK][SHDC]$/;

export function isCard(value: string): value is Card {
  return CARD_RE.test(value);
}

/** Card index 0..51 (rank-major: index = rank * 4 + suit) to its two characters. */
export function cardOf(index: number): Card {
  return `${RANKS[Math.floor(index / 4) % 13]}${SUITS[index % 4]}`;
}

export function rankOf(card: Card): string {
  return card[0] as string;
}

/** The card's baccarat value, 0..9. */
export function cardValue(card: Card): number {
  const r = RANKS.indexOf(rankOf(card));
  if (r < 0) throw new TypeError(`not a card: ${card}`);
  return r >= 9 ? 0 : r + 1;
}

/** A hand's total: the sum of its values modulo 10. */
export function handTotal(cards: readonly Card[]): number {
  let sum = 0;
  for (const c of cards) sum += cardValue(c);
  return sum % 10;
}

/** The first two cards are of the same rank (a pair bet looks only at them). */
export function isPair(cards: readonly Card[]): boolean {
  return cards.length >= 2 && rankOf(cards[0] as Card) === rankOf(cards[1] as Card);
}
