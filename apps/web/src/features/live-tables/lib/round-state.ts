import type { LivePhase, LiveRound, LiveTable } from '@houseline/shared/api/contract/live-tables';
import type { HandOutcome } from '@houseline/shared/baccarat/deal';

/**
 * What the page knows of one table's play: its shoe, the latest round snapshot and the outcomes
 * of the shoe so far (the roads). Fed by two writers: the GET (liveTable / liveTables) and the
 * `live` pushes, which may arrive in any order. Pure functions, so the ordering rules are tested
 * on their own (round-state.test.ts).
 *
 * Ordering: shoe ids and round ids are serials that only grow at a table; within a round the
 * phases go betting → dealing → settled (or void) and cards are only ever added. A snapshot that
 * is not later than the one held (a push delayed behind the next one, a GET answered after a
 * push) is ignored.
 */
export interface TableLive {
  shoeId: number;
  round: LiveRound | null;
  /** Outcomes of this shoe in order, including every round up to `countedThrough`. */
  outcomes: readonly HandOutcome[];
  /** The last round id whose outcome (if any) is in `outcomes`. */
  countedThrough: number;
  /**
   * Whether `outcomes` holds the whole shoe so far: false when the shoe was first seen through a
   * push of a hand after its first (its earlier hands come only with a GET, which the page asks).
   */
  complete: boolean;
}

const PHASE_RANK: Record<LivePhase, number> = { betting: 0, dealing: 1, settled: 2, void: 2 };

/** Whether `incoming` is a later state of the table's play than `current`. */
export function isLaterRound(incoming: LiveRound, current: LiveRound | null): boolean {
  if (current === null) return true;
  if (incoming.shoeId !== current.shoeId) return incoming.shoeId > current.shoeId;
  if (incoming.roundId !== current.roundId) return incoming.roundId > current.roundId;
  const rank = PHASE_RANK[incoming.phase] - PHASE_RANK[current.phase];
  if (rank !== 0) return rank > 0;
  if (incoming.cards.length !== current.cards.length) return incoming.cards.length > current.cards.length;
  return incoming.at > current.at;
}

/** The last round id a table answer's outcomes include: its round if settled, else the one before. */
function countedBy(round: LiveRound | null): number {
  if (round === null) return 0;
  return round.phase === 'settled' || round.phase === 'void' ? round.roundId : round.roundId - 1;
}

/** The state a GET answer describes on its own. */
export function fromTable(table: LiveTable): TableLive {
  return {
    shoeId: table.shoe.id,
    round: table.round,
    outcomes: table.outcomes,
    countedThrough: countedBy(table.round),
    complete: true,
  };
}

/** Adds a settled round's outcome to the shoe's outcomes unless it is already counted. */
function counting(state: TableLive, round: LiveRound): TableLive {
  if (round.roundId <= state.countedThrough) return state;
  if (round.phase === 'settled' && round.outcome) {
    return { ...state, outcomes: [...state.outcomes, round.outcome], countedThrough: round.roundId };
  }
  if (round.phase === 'void') return { ...state, countedThrough: round.roundId };
  return state;
}

/** A pushed snapshot applied to the table's state. */
export function applyRound(state: TableLive | undefined, round: LiveRound): TableLive {
  if (state === undefined || round.shoeId > state.shoeId) {
    // A new shoe (or a table not read yet): its road starts empty, or with this hand if it is the
    // shoe's first and already settled. An unread table's earlier hands come with its GET.
    const fresh: TableLive = {
      shoeId: round.shoeId,
      round,
      outcomes: [],
      countedThrough: round.roundId - 1,
      complete: round.handNo === 1,
    };
    return counting(fresh, round);
  }
  if (!isLaterRound(round, state.round)) return state;
  return counting({ ...state, round }, round);
}

/** A GET answer merged into what the pushes have built: the later of the two wins, piece by piece. */
export function mergeTable(state: TableLive | undefined, table: LiveTable): TableLive {
  const read = fromTable(table);
  if (state === undefined || read.shoeId > state.shoeId) return read;
  if (read.shoeId < state.shoeId) return state;
  // The same shoe: the outcomes of whichever counted further (a GET always has the whole shoe),
  // then the later round on top.
  const base: TableLive =
    read.countedThrough >= state.countedThrough || !state.complete
      ? read
      : { ...read, outcomes: state.outcomes, countedThrough: state.countedThrough };
  const round = laterOf(state.round, read.round);
  return round ? counting({ ...base, round }, round) : base;
}

function laterOf(a: LiveRound | null, b: LiveRound | null): LiveRound | null {
  if (a === null) return b;
  if (b === null) return a;
  return isLaterRound(b, a) ? b : a;
}
