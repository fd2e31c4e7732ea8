import type { HandOutcome } from '@houseline/shared/baccarat/deal';
import {
  type AskPreview,
  type DerivedRoadName,
  ROAD_ROWS,
  type RoadColour,
  type Roads,
  type Side,
} from '@houseline/shared/baccarat/roads';

/**
 * What the road board draws (issue 12): each road as a six-row grid of marks, with enough
 * columns to hold its marks plus an empty one for the next, and — while an ask road is pressed —
 * the previewed cells flagged so they blink. Pure, so the drawing rules are tested without a DOM.
 */

export type RoadKind = 'beadPlate' | 'bigRoad' | DerivedRoadName;

/** Banker red, player blue, tie green; a derived road's red and blue. */
export type MarkTone = 'banker' | 'player' | 'tie' | RoadColour;

export interface RoadMark {
  col: number;
  row: number;
  tone: MarkTone;
  /** Ties counted on a big road cell. */
  ties: number;
  bankerPair: boolean;
  playerPair: boolean;
  /** A previewed cell of an ask road (drawn blinking). */
  ask: boolean;
}

export interface RoadGridModel {
  kind: RoadKind;
  /** Columns to draw: at least `minCols`, and always one empty column after the last mark. */
  cols: number;
  marks: RoadMark[];
}

/** Columns each road shows at least, on the full board and on a lobby tile. */
export const MIN_COLS: Record<'full' | 'compact', Record<RoadKind, number>> = {
  full: { beadPlate: 8, bigRoad: 24, bigEyeBoy: 48, smallRoad: 24, cockroach: 24 },
  compact: { beadPlate: 8, bigRoad: 16, bigEyeBoy: 0, smallRoad: 0, cockroach: 0 },
};

const plain = { ties: 0, bankerPair: false, playerPair: false, ask: false };

function grid(kind: RoadKind, marks: RoadMark[], minCols: number): RoadGridModel {
  const last = marks.reduce((max, m) => Math.max(max, m.col), -1);
  return { kind, cols: Math.max(minCols, last + 2), marks };
}

/** The bead plate's next cell: where hand number `hands` (0-based) will go. */
export function nextBeadCell(hands: number): { col: number; row: number } {
  return { col: Math.floor(hands / ROAD_ROWS), row: hands % ROAD_ROWS };
}

/**
 * Every grid of the board from the roads of the shoe; `ask` (the preview of one side) adds the
 * next cell of each road, flagged to blink.
 */
export function boardModel(
  roads: Roads,
  { compact = false, ask = null }: { compact?: boolean; ask?: AskPreview | null } = {},
): Record<RoadKind, RoadGridModel> {
  const min = MIN_COLS[compact ? 'compact' : 'full'];
  const askMark = (pos: { col: number; row: number }, tone: MarkTone): RoadMark => ({
    ...pos,
    ...plain,
    tone,
    ask: true,
  });

  const bead: RoadMark[] = roads.beadPlate.map((c) => ({
    col: c.col,
    row: c.row,
    tone: c.outcome.winner,
    ties: 0,
    bankerPair: c.outcome.bankerPair,
    playerPair: c.outcome.playerPair,
    ask: false,
  }));
  if (ask) bead.push(askMark(nextBeadCell(roads.beadPlate.length), ask.side));

  const big: RoadMark[] = roads.bigRoad.map((c) => ({
    col: c.col,
    row: c.row,
    tone: c.winner,
    ties: c.ties,
    bankerPair: c.bankerPair,
    playerPair: c.playerPair,
    ask: false,
  }));
  if (ask) big.push(askMark(ask.bigRoad, ask.side));

  const derived = (name: DerivedRoadName): RoadGridModel => {
    const marks: RoadMark[] = roads[name].map((c) => ({ col: c.col, row: c.row, tone: c.colour, ...plain }));
    const next = ask?.[name];
    if (next) marks.push(askMark(next, next.colour));
    return grid(name, marks, min[name]);
  };

  return {
    beadPlate: grid('beadPlate', bead, min.beadPlate),
    bigRoad: grid('bigRoad', big, min.bigRoad),
    bigEyeBoy: derived('bigEyeBoy'),
    smallRoad: derived('smallRoad'),
    cockroach: derived('cockroach'),
  };
}

export interface ShoeTally {
  hands: number;
  banker: number;
  player: number;
  tie: number;
  bankerPair: number;
  playerPair: number;
}

/** The counts under the board: hands, banker/player/tie wins and pairs. */
export function tally(outcomes: readonly HandOutcome[]): ShoeTally {
  const t: ShoeTally = { hands: outcomes.length, banker: 0, player: 0, tie: 0, bankerPair: 0, playerPair: 0 };
  for (const o of outcomes) {
    t[o.winner]++;
    if (o.bankerPair) t.bankerPair++;
    if (o.playerPair) t.playerPair++;
  }
  return t;
}

/** The three glyphs on an ask button: each derived road's next colour, or null before it starts. */
export function askGlyphs(preview: AskPreview): Record<DerivedRoadName, RoadColour | null> {
  return {
    bigEyeBoy: preview.bigEyeBoy?.colour ?? null,
    smallRoad: preview.smallRoad?.colour ?? null,
    cockroach: preview.cockroach?.colour ?? null,
  };
}

export const ASK_SIDES: readonly Side[] = ['banker', 'player'];
