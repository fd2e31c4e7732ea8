import type { Card, DtBetSide, DtHand, Rng } from './types.ts';

// 棋牌 龙虎 dragon-tiger: one card to the dragon, one to the tiger, the higher rank wins (A lowest,
// K highest, suits ignored). Every hand is dealt from a freshly shuffled 8-deck shoe (a continuous
// shuffler): the dragon's card is uniform over the 416 cards, the tiger's uniform over the 415 left.
// So a tie is 31/415 and a suited tie 7/415 (decision 0022).

export const DT_DECKS = 8;
export const DT_SHOE_CARDS = DT_DECKS * 52;

/** Total return per unit staked (stake included) when the bet wins, as text. */
export const DT_PAYS: Readonly<Record<DtBetSide, string>> = {
  dragon: '2',
  tiger: '2',
  tie: '9',
  suitedTie: '51',
};
/** What a dragon or tiger bet returns per unit staked when the hand ties (half the stake back). */
export const DT_TIE_RETURN = '0.5';

/** The card at a shoe index: deck-major, then suit, then rank A…K. */
export function dtCardAt(index: number): Card {
  const inDeck = index % 52;
  return { rank: (inDeck % 13) + 1, suit: Math.floor(inDeck / 13) };
}

export function dtHandOf(dragon: Card, tiger: Card): DtHand {
  const outcome = dragon.rank > tiger.rank ? 'dragon' : dragon.rank < tiger.rank ? 'tiger' : 'tie';
  return { dragon, tiger, outcome, suited: outcome === 'tie' && dragon.suit === tiger.suit };
}

export function dealDragonTiger(rng: Rng): DtHand {
  const first = rng.int(DT_SHOE_CARDS);
  let second = rng.int(DT_SHOE_CARDS - 1);
  if (second >= first) second++;
  return dtHandOf(dtCardAt(first), dtCardAt(second));
}

/** Total return of a bet on `side` (stake included), 0 when it loses; exact for even minor-unit stakes. */
export function dtPayout(side: DtBetSide, stake: bigint, hand: DtHand): bigint {
  if (stake <= 0n) throw new RangeError('dt: stake must be positive');
  switch (side) {
    case 'dragon':
    case 'tiger':
      if (hand.outcome === side) return stake * 2n;
      return hand.outcome === 'tie' ? stake / 2n : 0n;
    case 'tie':
      return hand.outcome === 'tie' ? stake * 9n : 0n;
    case 'suitedTie':
      return hand.outcome === 'tie' && hand.suited ? stake * 51n : 0n;
  }
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♣', '♦'];

export function dtCardText(card: Card): string {
  return `${SUITS[card.suit] ?? '?'}${RANKS[card.rank - 1] ?? '?'}`;
}

/** A short Chinese summary of a hand for bet records, e.g. "龙 ♠K · 虎 ♥7 · 龙赢". */
export function dtDescribe(hand: DtHand): string {
  const result =
    hand.outcome === 'dragon' ? '龙赢' : hand.outcome === 'tiger' ? '虎赢' : hand.suited ? '同花和' : '和';
  return `龙 ${dtCardText(hand.dragon)} · 虎 ${dtCardText(hand.tiger)} · ${result}`;
}
