import type { OddsPolicy } from '@houseline/shared/sportsbook/markets';
import { AppError } from '../../platform/http/errors.ts';
import type { SelectionState } from './bet.repository.ts';
import type { BetView } from './present.ts';

// Placement's pure pieces: the check of one leg under the member's policy, and the answer of a
// bet just placed, built from what placement read.

export interface CheckedLeg {
  state: SelectionState;
  oddsK: number;
}

/** Checks one leg against the current catalogue and the member's odds-change policy. */
export function checkLeg(
  state: SelectionState,
  seenK: number,
  seenVersion: number,
  policy: OddsPolicy,
): number {
  if (state.matchStatus !== 'scheduled' && state.matchStatus !== 'live') throw new AppError('MATCH_CLOSED');
  if (state.marketStatus === 'settled' || state.marketStatus === 'void') throw new AppError('MATCH_CLOSED');
  if (state.marketStatus !== 'open' || state.matchSuspended) throw new AppError('MARKET_SUSPENDED');
  if (policy === 'better' && state.oddsK < seenK) throw new AppError('ODDS_CHANGED');
  if (
    policy === 'none' &&
    (state.oddsK !== seenK || (state.version !== seenVersion && state.oddsK !== seenK))
  ) {
    throw new AppError('ODDS_CHANGED');
  }
  return state.oddsK;
}

/** A bet just placed, as its answer shows it: built from what placement read, no second query. */
export function placedView(
  id: bigint,
  bet: Pick<BetView, 'kind' | 'currency' | 'stake' | 'oddsK' | 'potentialReturn' | 'live' | 'placedAt'>,
  legs: readonly CheckedLeg[],
): BetView {
  return {
    ...bet,
    id,
    status: 'open',
    outcome: null,
    payout: 0n,
    validStake: 0n,
    settledAt: null,
    legs: legs.map(({ state: s, oddsK }, i) => ({
      legNo: i + 1,
      matchId: s.matchId,
      sport: s.sport,
      leagueName: s.leagueName,
      home: s.home,
      away: s.away,
      kickoffAt: s.kickoffAt,
      marketId: s.marketId,
      marketType: s.marketType,
      period: s.period,
      lineQ: s.lineQ,
      selectionId: s.selectionId,
      selectionCode: s.code,
      oddsK,
      outcome: null,
      ftHome: null,
      ftAway: null,
      h1Home: null,
      h1Away: null,
      marketStatus: s.marketStatus,
      matchStatus: s.matchStatus,
      matchSuspended: s.matchSuspended,
    })),
  };
}
