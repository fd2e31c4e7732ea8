import { type Card, cardValue, handTotal, isPair } from './cards.ts';

/**
 * Punto banco dealing (issue 12): player, banker, player, banker; a natural 8 or 9 on either
 * side ends the hand; the player draws on 0–5; the banker then draws by its own total and the
 * player's third card (the tableau below). Pure: the same cards always make the same hand.
 */

export type Winner = 'player' | 'banker' | 'tie';

export interface HandOutcome {
  winner: Winner;
  playerTotal: number;
  bankerTotal: number;
  playerPair: boolean;
  bankerPair: boolean;
  /** Either side had 8 or 9 on its first two cards. */
  natural: boolean;
  /** The banker won with a total of 6 (a no-commission table pays half on banker bets). */
  bankerSix: boolean;
}

export interface DealtHand {
  player: Card[];
  banker: Card[];
  /** Cards in the order they left the shoe: P, B, P, B, then the player's and banker's thirds. */
  order: { to: 'player' | 'banker'; card: Card }[];
  outcome: HandOutcome;
}

/** Does the banker draw, given its two-card total and the player's third card (null: player stood)? */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export function outcomeOf(player: readonly Card[], banker: readonly Card[]): HandOutcome {
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const winner: Winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return {
    winner,
    playerTotal,
    bankerTotal,
    playerPair: isPair(player),
    bankerPair: isPair(banker),
    natural: handTotal(player.slice(0, 2)) >= 8 || handTotal(banker.slice(0, 2)) >= 8,
    bankerSix: winner === 'banker' && bankerTotal === 6,
  };
}

/** Deals one hand, taking cards from `next` (the shoe) as the rules call for them (4 to 6 cards). */
export function dealHand(next: () => Card): DealtHand {
  const order: DealtHand['order'] = [];
  const player: Card[] = [];
  const banker: Card[] = [];
  const give = (to: 'player' | 'banker') => {
    const card = next();
    (to === 'player' ? player : banker).push(card);
    order.push({ to, card });
  };
  give('player');
  give('banker');
  give('player');
  give('banker');
  const p2 = handTotal(player);
  const b2 = handTotal(banker);
  if (p2 < 8 && b2 < 8) {
    let playerThird: number | null = null;
    if (p2 <= 5) {
      give('player');
      playerThird = cardValue(player[2] as Card);
    }
    if (bankerDraws(b2, playerThird)) give('banker');
  }
  return { player, banker, order, outcome: outcomeOf(player, banker) };
}
