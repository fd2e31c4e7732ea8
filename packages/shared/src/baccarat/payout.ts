import type { HandOutcome } from './deal.ts';

/**
 * What a settled bet returns (stake included), in minor units — integers only (issue 12):
 * player 1:1; banker 0.95:1 (commission table) or 1:1 with a winning 6 paying half
 * (no-commission table); tie 8:1, and player and banker bets are returned on a tie; player pair
 * and banker pair 11:1 on the side's first two cards. Winnings after commission are rounded down to
 * the minor unit (a stake in whole minor units never pays a fraction).
 */

export const BET_SIDES = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export type BetSide = (typeof BET_SIDES)[number];

export function betReturnMinor(
  side: BetSide,
  stake: bigint,
  outcome: HandOutcome,
  noCommission: boolean,
): bigint {
  switch (side) {
    case 'player':
      if (outcome.winner === 'tie') return stake;
      return outcome.winner === 'player' ? stake * 2n : 0n;
    case 'banker':
      if (outcome.winner === 'tie') return stake;
      if (outcome.winner !== 'banker') return 0n;
      if (!noCommission) return stake + (stake * 95n) / 100n;
      return outcome.bankerSix ? stake + stake / 2n : stake * 2n;
    case 'tie':
      return outcome.winner === 'tie' ? stake * 9n : 0n;
    case 'player_pair':
      return outcome.playerPair ? stake * 12n : 0n;
    case 'banker_pair':
      return outcome.bankerPair ? stake * 12n : 0n;
  }
}
