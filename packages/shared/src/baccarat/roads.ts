import type { HandOutcome } from './deal.ts';

/**
 * The road maps of a shoe (issue 12), computed from its outcomes in order. Five roads, each a grid
 * six rows high read column by column, left to right (decision 0030 gives the rules in full):
 *
 * - bead plate 珠盘路: every hand, ties included, filling each column top to bottom;
 * - big road 大路: banker and player streaks, one column per streak; a tie is counted on the cell
 *   before it (ties before the first banker/player hand are held and counted on the first cell);
 * - big eye boy 大眼仔, small road 小路, cockroach road 曱甴路: red/blue marks derived from the big
 *   road's column lengths, comparing with the column 1, 2 or 3 places back;
 * - the ask roads 庄问路/闲问路: the mark each derived road would get if the next hand went banker
 *   or player.
 *
 * The big road and the derived roads share one layout rule: a streak goes down its column; when it
 * reaches the bottom row, or the cell below is taken (by an earlier streak's tail), it turns right
 * and runs along that row (a "dragon tail"). Each new streak starts on the top row one column
 * right of where the previous streak started (further right if that top cell is taken).
 *
 * Pure functions, no I/O: the server, the table page and the verification page draw the same roads
 * from the same outcomes.
 */

export const ROAD_ROWS = 6;

export type Side = 'banker' | 'player';
export type RoadColour = 'red' | 'blue';

export interface GridPos {
  /** 0-based column, left to right. */
  col: number;
  /** 0-based row, top to bottom (< ROAD_ROWS). */
  row: number;
}

/** One hand on the bead plate. */
export interface BeadCell extends GridPos {
  /** 0-based index of the hand in the shoe. */
  hand: number;
  outcome: HandOutcome;
}

/** One banker or player hand on the big road. */
export interface BigRoadCell extends GridPos {
  hand: number;
  winner: Side;
  /** Ties dealt right after this hand (and, on the first cell, the ties that opened the shoe). */
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
  /** 0-based index of the streak (the big road's logical column). */
  streak: number;
  /** 0-based place of the hand within its streak. */
  depth: number;
}

/** One mark of a derived road. */
export interface DerivedCell extends GridPos {
  colour: RoadColour;
  streak: number;
  depth: number;
  /** Index of the big road cell (in `Roads.bigRoad`) this mark was read from. */
  from: number;
}

export type DerivedRoadName = 'bigEyeBoy' | 'smallRoad' | 'cockroach';

/** How many columns back each derived road compares (1, 2, 3). */
export const DERIVED_OFFSET: Record<DerivedRoadName, number> = { bigEyeBoy: 1, smallRoad: 2, cockroach: 3 };
export const DERIVED_ROADS = Object.keys(DERIVED_OFFSET) as DerivedRoadName[];

export interface Roads {
  beadPlate: BeadCell[];
  bigRoad: BigRoadCell[];
  bigEyeBoy: DerivedCell[];
  smallRoad: DerivedCell[];
  cockroach: DerivedCell[];
  /** Ties dealt while the big road is still empty (held for its first cell). */
  pendingTies: number;
}

/** What the roads would get if the next hand went to `side`. */
export interface AskPreview {
  side: Side;
  /** The big road cell the hand would make. */
  bigRoad: GridPos;
  /** The mark each derived road would get; null while that road has not started yet. */
  bigEyeBoy: (GridPos & { colour: RoadColour }) | null;
  smallRoad: (GridPos & { colour: RoadColour }) | null;
  cockroach: (GridPos & { colour: RoadColour }) | null;
}

export interface AskRoads {
  banker: AskPreview;
  player: AskPreview;
}

const key = (col: number, row: number) => col * ROAD_ROWS + row;

/**
 * Lays streaks (lengths, in order) out on a six-row grid with the dragon-tail rule above and
 * returns each entry's position, streak by streak.
 */
export function placeStreaks(lengths: readonly number[]): GridPos[][] {
  const taken = new Set<number>();
  const out: GridPos[][] = [];
  let startCol = -1;
  for (const length of lengths) {
    let col = startCol + 1;
    while (taken.has(key(col, 0))) col++;
    startCol = col;
    let row = 0;
    let turned = false;
    const cells: GridPos[] = [];
    for (let i = 0; i < length; i++) {
      if (i > 0) {
        if (!turned && row + 1 < ROAD_ROWS && !taken.has(key(col, row + 1))) row++;
        else {
          turned = true;
          col++;
          while (taken.has(key(col, row))) col++;
        }
      }
      taken.add(key(col, row));
      cells.push({ col, row });
    }
    out.push(cells);
  }
  return out;
}

/** Splits a sequence into runs of equal values: ['r','r','b'] → [2, 1]. */
function runLengths<T>(values: readonly T[]): number[] {
  const lengths: number[] = [];
  values.forEach((v, i) => {
    if (i > 0 && values[i - 1] === v) lengths[lengths.length - 1] = (lengths.at(-1) ?? 0) + 1;
    else lengths.push(1);
  });
  return lengths;
}

/** The bead plate: hand i at column ⌊i/6⌋, row i mod 6. */
export function beadPlate(outcomes: readonly HandOutcome[]): BeadCell[] {
  return outcomes.map((outcome, hand) => ({
    col: Math.floor(hand / ROAD_ROWS),
    row: hand % ROAD_ROWS,
    hand,
    outcome,
  }));
}

/** The big road's cells and the ties still held for its first cell. */
export function bigRoad(outcomes: readonly HandOutcome[]): { cells: BigRoadCell[]; pendingTies: number } {
  type Entry = Omit<BigRoadCell, 'col' | 'row' | 'streak' | 'depth'>;
  const entries: Entry[] = [];
  let pendingTies = 0;
  outcomes.forEach((o, hand) => {
    if (o.winner === 'tie') {
      const last = entries.at(-1);
      if (last) last.ties++;
      else pendingTies++;
      return;
    }
    entries.push({
      hand,
      winner: o.winner,
      ties: entries.length === 0 ? pendingTies : 0,
      playerPair: o.playerPair,
      bankerPair: o.bankerPair,
    });
    if (entries.length === 1) pendingTies = 0;
  });
  const lengths = runLengths(entries.map((e) => e.winner));
  const cells: BigRoadCell[] = [];
  placeStreaks(lengths).forEach((streakCells, streak) => {
    streakCells.forEach((pos, depth) => {
      cells.push({ ...pos, ...(entries[cells.length] as Entry), streak, depth });
    });
  });
  return { cells, pendingTies };
}

/**
 * The colour a derived road reads from the big road entry at (column c, depth r), comparing with
 * the column `offset` places back, given the big road's column lengths — or null before the road's
 * start (the entry at column `offset`, depth 1; or the first entry of column `offset + 1` when column
 * `offset` holds a single hand):
 *
 * - a new column (r = 0): red if the two columns before it (c−1 and c−1−offset) are equally long,
 *   else blue;
 * - further down (r ≥ 1): look at column c−offset; red if it has a hand at depth r, blue if it ends
 *   exactly at depth r−1, red if it ended earlier (it "falls straight").
 */
export function derivedColour(
  lengths: readonly number[],
  col: number,
  depth: number,
  offset: number,
): RoadColour | null {
  if (col < offset || (col === offset && depth === 0)) return null;
  if (depth === 0) return lengths[col - 1] === lengths[col - 1 - offset] ? 'red' : 'blue';
  const compared = lengths[col - offset] ?? 0;
  return compared === depth ? 'blue' : 'red';
}

/** A derived road's marks laid out on its own grid, read from the big road's cells. */
export function derivedRoad(big: readonly BigRoadCell[], offset: number): DerivedCell[] {
  const lengths: number[] = [];
  for (const c of big) lengths[c.streak] = c.depth + 1;
  const marks: { colour: RoadColour; from: number }[] = [];
  big.forEach((c, from) => {
    const colour = derivedColour(lengths, c.streak, c.depth, offset);
    if (colour) marks.push({ colour, from });
  });
  const cells: DerivedCell[] = [];
  placeStreaks(runLengths(marks.map((m) => m.colour))).forEach((streakCells, streak) => {
    streakCells.forEach((pos, depth) => {
      const mark = marks[cells.length] as (typeof marks)[number];
      cells.push({ ...pos, colour: mark.colour, streak, depth, from: mark.from });
    });
  });
  return cells;
}

/** Every road of a shoe from its outcomes in dealing order. */
export function computeRoads(outcomes: readonly HandOutcome[]): Roads {
  const { cells, pendingTies } = bigRoad(outcomes);
  return {
    beadPlate: beadPlate(outcomes),
    bigRoad: cells,
    bigEyeBoy: derivedRoad(cells, DERIVED_OFFSET.bigEyeBoy),
    smallRoad: derivedRoad(cells, DERIVED_OFFSET.smallRoad),
    cockroach: derivedRoad(cells, DERIVED_OFFSET.cockroach),
    pendingTies,
  };
}

/** A stand-in outcome for a hypothetical next hand (only its winner matters to the roads). */
function hypothetical(side: Side): HandOutcome {
  return {
    winner: side,
    playerTotal: side === 'player' ? 9 : 0,
    bankerTotal: side === 'banker' ? 9 : 0,
    playerPair: false,
    bankerPair: false,
    natural: true,
    bankerSix: false,
  };
}

function preview(outcomes: readonly HandOutcome[], now: Roads, side: Side): AskPreview {
  const next = computeRoads([...outcomes, hypothetical(side)]);
  const added = (name: DerivedRoadName) => {
    const cell = next[name].length > now[name].length ? next[name].at(-1) : undefined;
    return cell ? { col: cell.col, row: cell.row, colour: cell.colour } : null;
  };
  const big = next.bigRoad.at(-1) as BigRoadCell;
  return {
    side,
    bigRoad: { col: big.col, row: big.row },
    bigEyeBoy: added('bigEyeBoy'),
    smallRoad: added('smallRoad'),
    cockroach: added('cockroach'),
  };
}

/** The ask roads 庄问路 / 闲问路: what each road would show if the next hand were banker / player. */
export function askRoads(outcomes: readonly HandOutcome[], roads = computeRoads(outcomes)): AskRoads {
  return { banker: preview(outcomes, roads, 'banker'), player: preview(outcomes, roads, 'player') };
}
