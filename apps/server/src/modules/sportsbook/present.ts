import type { Bet, Market, MatchSummary } from '@houseline/shared/api/contract/sportsbook';
import { minorToDecimalString } from '@houseline/shared/money/amount';
import {
  type BetKind,
  type BetStatus,
  LINED_MARKETS,
  type MarketStatus,
  type MarketType,
  type MatchStatus,
  type Outcome,
  oddsKToWire,
  type Period,
  type Sport,
} from '@houseline/shared/sportsbook/markets';
import type { MarketRow, MatchRow } from './catalogue.repository.ts';
import { betNo } from './sportsbook-config.ts';

export const wire = minorToDecimalString;

export function presentMarket(m: MarketRow): Market {
  const type = m.type as MarketType;
  return {
    id: Number(m.id),
    type,
    period: m.period as Period,
    line: LINED_MARKETS.includes(type) ? m.lineQ / 4 : null,
    status: m.status as MarketStatus,
    version: m.version,
    main: m.main,
    selections: m.selections.map((s) => ({ id: Number(s.id), code: s.code, odds: oddsKToWire(s.oddsK) })),
  };
}

export function presentMatch(m: MatchRow, markets: readonly MarketRow[]): MatchSummary {
  return {
    id: Number(m.id),
    sport: m.sport as Sport,
    leagueId: Number(m.leagueId),
    leagueName: m.leagueName,
    home: m.home,
    away: m.away,
    kickoffAt: m.kickoffAt.toISOString(),
    status: m.status as MatchStatus,
    suspended: m.suspended,
    live: {
      clockSeconds: m.clockSeconds,
      period: m.period,
      home: m.scoreHome,
      away: m.scoreAway,
      h1Home: m.h1Home,
      h1Away: m.h1Away,
    },
    markets: markets.map(presentMarket),
    marketCount: m.marketCount,
  };
}

/** A bet row with its legs (and their matches) as the bet records and slips read it. */
export interface BetView {
  id: bigint;
  kind: string;
  status: string;
  outcome: string | null;
  currency: string;
  stake: bigint;
  oddsK: bigint;
  potentialReturn: bigint;
  payout: bigint;
  validStake: bigint;
  live: boolean;
  placedAt: Date;
  settledAt: Date | null;
  legs: LegView[];
}

export interface LegView {
  legNo: number;
  matchId: bigint;
  sport: string;
  leagueName: string;
  home: string;
  away: string;
  kickoffAt: Date;
  marketId: bigint;
  marketType: string;
  period: string;
  lineQ: number;
  selectionId: bigint;
  selectionCode: string;
  oddsK: number;
  outcome: string | null;
  /** The result the leg was graded on (null while open). */
  ftHome: number | null;
  ftAway: number | null;
  h1Home: number | null;
  h1Away: number | null;
  /** For cash-out availability. */
  marketStatus: string;
  matchStatus: string;
  matchSuspended: boolean;
}

function score(l: LegView): string | null {
  if (l.outcome === null || l.ftHome === null || l.ftAway === null) return null;
  const half = l.h1Home !== null && l.h1Away !== null ? ` (${l.h1Home}-${l.h1Away})` : '';
  return `${l.ftHome}-${l.ftAway}${half}`;
}

/** Cash-out is offered while the bet is open and every open leg's market and match take bets. */
export function cashoutOpen(b: BetView): boolean {
  if (b.status !== 'open' || b.legs.some((l) => l.outcome === 'lose')) return false;
  const open = b.legs.filter((l) => l.outcome === null);
  return (
    open.length > 0 &&
    open.every(
      (l) =>
        l.marketStatus === 'open' &&
        !l.matchSuspended &&
        (l.matchStatus === 'scheduled' || l.matchStatus === 'live'),
    )
  );
}

export function presentBet(b: BetView): Bet {
  const settled = b.status !== 'open';
  return {
    id: Number(b.id),
    betNo: betNo(b.id),
    product: 'sports',
    kind: b.kind as BetKind,
    status: b.status as BetStatus,
    outcome: (b.outcome as Outcome | null) ?? null,
    currency: b.currency,
    stake: wire(b.stake),
    odds: oddsKToWire(Number(b.oddsK)),
    potentialReturn: wire(b.potentialReturn),
    payout: wire(b.payout),
    winLoss: wire(settled ? b.payout - b.stake : 0n),
    validStake: wire(b.validStake),
    live: b.live,
    placedAt: b.placedAt.toISOString(),
    settledAt: b.settledAt?.toISOString() ?? null,
    cashoutAvailable: cashoutOpen(b),
    legs: b.legs.map((l) => ({
      legNo: l.legNo,
      matchId: Number(l.matchId),
      sport: l.sport as Sport,
      leagueName: l.leagueName,
      home: l.home,
      away: l.away,
      kickoffAt: l.kickoffAt.toISOString(),
      marketId: Number(l.marketId),
      marketType: l.marketType as MarketType,
      period: l.period as Period,
      line: LINED_MARKETS.includes(l.marketType as MarketType) ? l.lineQ / 4 : null,
      selectionId: Number(l.selectionId),
      selectionCode: l.selectionCode,
      odds: oddsKToWire(l.oddsK),
      outcome: (l.outcome as Outcome | null) ?? null,
      score: score(l),
    })),
  };
}
