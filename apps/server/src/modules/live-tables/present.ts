import type {
  LiveRound,
  LiveShoe,
  LiveTable,
  liveMyBetSchema,
} from '@houseline/shared/api/contract/live-tables';
import type { HandOutcome } from '@houseline/shared/baccarat/deal';
import type { BetSide } from '@houseline/shared/baccarat/payout';
import { minorToDecimalString as wire } from '@houseline/shared/money/amount';
import type { z } from 'zod';
import type { BetRow, RoundRow, ShoeRow, TableRow } from './live-tables.repository.ts';

export type LiveCards = LiveRound['cards'];
export type LiveMyBet = z.infer<typeof liveMyBetSchema>;

/** A round as everyone at the table sees it; `at` is the wall clock of this snapshot. */
export function presentRound(row: RoundRow): LiveRound {
  return {
    tableId: row.tableId,
    shoeId: Number(row.shoeId),
    roundId: Number(row.id),
    handNo: row.handNo,
    phase: row.phase as LiveRound['phase'],
    bettingClosesAt: row.bettingClosesAt.toISOString(),
    cards: row.cards as LiveCards,
    outcome: (row.outcome as HandOutcome | null) ?? null,
    ...(row.minBet !== null && row.maxBet !== null && row.maxPerRound !== null
      ? { limits: { minBet: wire(row.minBet), maxBet: wire(row.maxBet), maxPerRound: wire(row.maxPerRound) } }
      : {}),
    at: Date.now(),
  };
}

/** The seed only once the shoe has ended. */
export function presentShoe(row: ShoeRow): LiveShoe {
  const ended = row.status === 'ended';
  return {
    id: Number(row.id),
    seedHash: row.seedHash,
    nonce: row.nonce,
    seed: ended ? row.seed : null,
    handsDealt: row.handsDealt,
    status: ended ? 'ended' : 'playing',
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

export interface RoundLimits {
  minBet: bigint;
  maxBet: bigint;
  maxPerRound: bigint;
}

/** A round's limits: the table's when it opened (decision 0084), the table's own for older rounds. */
export function roundLimits(round: RoundRow | undefined, table: TableRow): RoundLimits {
  return {
    minBet: round?.minBet ?? table.minBet,
    maxBet: round?.maxBet ?? table.maxBet,
    maxPerRound: round?.maxPerRound ?? table.maxPerRound,
  };
}

const isOpen = (round: RoundRow | undefined) => round?.phase === 'betting' || round?.phase === 'dealing';

export function presentTable(
  table: TableRow,
  bettingSeconds: number,
  round: RoundRow | undefined,
  shoe: ShoeRow,
  outcomes: HandOutcome[],
): LiveTable {
  // The limits the member's bet is held to: the open round's, else the next round's.
  const limits = roundLimits(isOpen(round) ? round : undefined, table);
  return {
    id: table.id,
    name: table.name,
    noCommission: table.noCommission,
    open: table.active,
    minBet: wire(limits.minBet),
    maxBet: wire(limits.maxBet),
    maxPerRound: wire(limits.maxPerRound),
    bettingSeconds,
    round: round ? presentRound(round) : null,
    shoe: presentShoe(shoe),
    outcomes,
  };
}

/** A member's bets on a round, one line per side (several confirms on one side add up). */
export function presentMyBets(bets: readonly BetRow[]): LiveMyBet[] {
  const bySide = new Map<string, { stake: bigint; payout: bigint | null }>();
  for (const b of bets) {
    const held = bySide.get(b.side) ?? { stake: 0n, payout: 0n };
    held.stake += b.stake;
    held.payout = held.payout === null || b.payout === null ? null : held.payout + b.payout;
    bySide.set(b.side, held);
  }
  return [...bySide].map(([side, v]) => ({
    side: side as BetSide,
    stake: wire(v.stake),
    payout: v.payout === null ? null : wire(v.payout),
  }));
}
