import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HandOutcome, Winner } from './deal.ts';
import {
  askRoads,
  type BigRoadCell,
  computeRoads,
  DERIVED_OFFSET,
  DERIVED_ROADS,
  type DerivedCell,
  placeStreaks,
  ROAD_ROWS,
} from './roads.ts';

/**
 * Hand-worked road sequences (issue 12). Every expected grid below was written out by hand from
 * the rules in decision 0030, not produced by the code under test.
 */

const WINNER: Record<string, Winner> = { B: 'banker', P: 'player', T: 'tie' };

/** 'BBPT' → outcomes; a letter followed by `*` carries a banker pair, by `+` a player pair. */
function shoe(text: string): HandOutcome[] {
  const out: HandOutcome[] = [];
  for (const ch of text.replace(/\s/g, '')) {
    const last = out.at(-1);
    if (ch === '*' && last) last.bankerPair = true;
    else if (ch === '+' && last) last.playerPair = true;
    else {
      const winner = WINNER[ch];
      if (!winner) throw new Error(`bad hand ${ch}`);
      out.push({
        winner,
        playerTotal: winner === 'player' ? 8 : 5,
        bankerTotal: winner === 'banker' ? 8 : 5,
        playerPair: false,
        bankerPair: false,
        natural: winner !== 'tie',
        bankerSix: false,
      });
    }
  }
  return out;
}

const pos = (cells: readonly { col: number; row: number }[]) => cells.map((c) => `${c.col},${c.row}`);
const colours = (cells: readonly DerivedCell[]) =>
  cells.map((c) => (c.colour === 'red' ? 'R' : 'B')).join('');
const winners = (cells: readonly BigRoadCell[]) =>
  cells.map((c) => (c.winner === 'banker' ? 'B' : 'P')).join('');

describe('bead plate', () => {
  it('fills six rows column by column with every hand, ties included', () => {
    const roads = computeRoads(shoe('BPTBBPPT'));
    expect(pos(roads.beadPlate)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,0', '1,1']);
    expect(roads.beadPlate.map((c) => c.outcome.winner)).toEqual(shoe('BPTBBPPT').map((o) => o.winner));
  });
});

describe('big road', () => {
  it('holds ties at the start of a shoe and marks them on the first cell', () => {
    const onlyTies = computeRoads(shoe('TT'));
    expect(onlyTies.bigRoad).toEqual([]);
    expect(onlyTies.pendingTies).toBe(2);

    const roads = computeRoads(shoe('TTBPT'));
    expect(roads.pendingTies).toBe(0);
    expect(roads.bigRoad.map((c) => [c.col, c.row, c.winner, c.ties, c.hand])).toEqual([
      [0, 0, 'banker', 2, 2],
      [1, 0, 'player', 1, 3],
    ]);
  });

  it('counts several ties on one cell and keeps the pairs of the hand that made it', () => {
    const roads = computeRoads(shoe('B* T T P+ P T'));
    expect(roads.bigRoad.map((c) => [c.col, c.row, c.ties, c.bankerPair, c.playerPair])).toEqual([
      [0, 0, 2, true, false],
      [1, 0, 0, false, true],
      [1, 1, 1, false, false],
    ]);
  });

  it('turns a long dragon right at the bottom row, and a later dragon blocked by that tail turns early', () => {
    // 8 banker, 7 player, 6 banker, then a player and a banker.
    const roads = computeRoads(shoe('BBBBBBBB PPPPPPP BBBBBB P B'));
    expect(winners(roads.bigRoad)).toBe('BBBBBBBBPPPPPPPBBBBBBPB');
    expect(pos(roads.bigRoad)).toEqual([
      // banker dragon: down column 0, then right along the bottom row
      ...['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,5', '2,5'],
      // player streak: column 1 stops above the banker tail at (1,5) and turns right on row 4
      ...['1,0', '1,1', '1,2', '1,3', '1,4', '2,4', '3,4'],
      // banker streak: column 2 stops above (2,4) and turns right on row 3
      ...['2,0', '2,1', '2,2', '2,3', '3,3', '4,3'],
      '3,0',
      '4,0',
    ]);
    expect(roads.bigRoad.map((c) => c.streak)).toEqual([
      ...Array(8).fill(0),
      ...Array(7).fill(1),
      ...Array(6).fill(2),
      3,
      4,
    ]);
  });

  it('pushes the next streak right when a tail runs along the top row', () => {
    const roads = computeRoads(shoe('BBBBBBB PPPPPP BBBBB PPPP BBB PPP B'));
    expect(pos(roads.bigRoad)).toEqual([
      ...['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,5'],
      ...['1,0', '1,1', '1,2', '1,3', '1,4', '2,4'],
      ...['2,0', '2,1', '2,2', '2,3', '3,3'],
      ...['3,0', '3,1', '3,2', '4,2'],
      ...['4,0', '4,1', '5,1'],
      // (5,1) is taken: the streak turns right on the top row
      ...['5,0', '6,0', '7,0'],
      // (6,0) and (7,0) are taken: the next streak starts at column 8
      '8,0',
    ]);
  });
});

describe('derived roads', () => {
  it('start at column 2 row 2 of the big road when it is there (big eye boy), else at column 3', () => {
    // Big road columns: B(1) P(2) B(3) P(1) B(2).
    const roads = computeRoads(shoe('B PP BBB P BB'));
    // Big eye boy: (c1,r1) blue, (c2,r0) blue, (c2,r1) red, (c2,r2) blue, (c3,r0) blue, (c4,r0) blue, (c4,r1) blue
    expect(colours(roads.bigEyeBoy)).toBe('BBRBBBB');
    expect(pos(roads.bigEyeBoy)).toEqual(['0,0', '0,1', '1,0', '2,0', '2,1', '2,2', '2,3']);
    expect(roads.bigEyeBoy[0]?.from).toBe(2); // the second player hand
    // Small road: (c2,r1) blue, (c2,r2) red, (c3,r0) blue, (c4,r0) blue, (c4,r1) red
    expect(colours(roads.smallRoad)).toBe('BRBBR');
    expect(pos(roads.smallRoad)).toEqual(['0,0', '1,0', '2,0', '2,1', '3,0']);
    expect(roads.smallRoad[0]?.from).toBe(4); // the second hand of column 3
    // Cockroach: column 4 holds one hand, so it starts at column 5: (c4,r0) red, (c4,r1) red
    expect(colours(roads.cockroach)).toBe('RR');
    expect(pos(roads.cockroach)).toEqual(['0,0', '0,1']);
    expect(roads.cockroach[0]?.from).toBe(7);
  });

  it('have not started before their start cell', () => {
    const roads = computeRoads(shoe('B P B'));
    expect(colours(roads.bigEyeBoy)).toBe('R'); // (c2,r0): columns 1 and 0 are equally long
    expect(roads.smallRoad).toEqual([]);
    expect(roads.cockroach).toEqual([]);
    expect(computeRoads(shoe('T B P')).bigEyeBoy).toEqual([]);
  });

  it('read the dragons of the big road and draw their own dragon tails', () => {
    const roads = computeRoads(shoe('BBBBBBBB PPPPPPP BBBBBB P B'));
    // Columns 8, 7, 6, 1, 1. Big eye boy: column 1 rows 1-6 red (column 0 is longer), column 2 opens
    // blue (7 ≠ 8), rows 1-5 red, column 3 opens blue (6 ≠ 7), column 4 opens blue (1 ≠ 6).
    expect(colours(roads.bigEyeBoy)).toBe('RRRRRRBRRRRRBB');
    expect(pos(roads.bigEyeBoy)).toEqual([
      ...['0,0', '0,1', '0,2', '0,3', '0,4', '0,5'],
      '1,0',
      ...['2,0', '2,1', '2,2', '2,3', '2,4'],
      ...['3,0', '3,1'],
    ]);
    expect(colours(roads.smallRoad)).toBe('RRRRRBB');
    expect(colours(roads.cockroach)).toBe('B');

    // Ping-pong: every column one hand long, so every mark is red and each road is one dragon.
    const pingPong = computeRoads(shoe('BPBPBPBPBP'));
    expect(pos(pingPong.bigEyeBoy)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,5', '2,5']);
    expect(pos(pingPong.smallRoad)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,5']);
    expect(pos(pingPong.cockroach)).toEqual(['0,0', '0,1', '0,2', '0,3', '0,4', '0,5']);
    expect(colours(pingPong.bigEyeBoy) + colours(pingPong.smallRoad)).toMatch(/^R+$/);
  });

  it('ignore ties', () => {
    const plain = computeRoads(shoe('B PP BBB P BB'));
    const withTies = computeRoads(shoe('T B T PP T BBB TT P BB T'));
    for (const name of DERIVED_ROADS) {
      expect(withTies[name].map(({ from: _, ...c }) => c)).toEqual(plain[name].map(({ from: _, ...c }) => c));
    }
  });
});

describe('ask roads', () => {
  it('preview the next cells of every road for banker and for player', () => {
    const ask = askRoads(shoe('B PP BBB P BB'));
    // Banker next: big road (4,2); big eye boy reads column 3 (one hand) → red, a new streak at
    // column 3; small road reads column 2 (three hands) → red, under the red at (3,0); cockroach
    // reads column 1 (two hands, ends at depth 2) → blue, a new streak at column 1.
    expect(ask.banker).toEqual({
      side: 'banker',
      bigRoad: { col: 4, row: 2 },
      bigEyeBoy: { col: 3, row: 0, colour: 'red' },
      smallRoad: { col: 3, row: 1, colour: 'red' },
      cockroach: { col: 1, row: 0, colour: 'blue' },
    });
    // Player next: a new big road column 5; compares column 4 (two hands) with columns 3 (one),
    // 2 (three) and 1 (two): blue, blue, red.
    expect(ask.player).toEqual({
      side: 'player',
      bigRoad: { col: 5, row: 0 },
      bigEyeBoy: { col: 2, row: 4, colour: 'blue' },
      smallRoad: { col: 4, row: 0, colour: 'blue' },
      cockroach: { col: 0, row: 2, colour: 'red' },
    });
  });

  it('say nothing for a derived road that would not have started yet', () => {
    const ask = askRoads(shoe('T B P'));
    expect(ask.banker).toEqual({
      side: 'banker',
      bigRoad: { col: 2, row: 0 },
      bigEyeBoy: { col: 0, row: 0, colour: 'red' },
      smallRoad: null,
      cockroach: null,
    });
    expect(ask.player).toEqual({
      side: 'player',
      bigRoad: { col: 1, row: 1 },
      bigEyeBoy: { col: 0, row: 0, colour: 'blue' },
      smallRoad: null,
      cockroach: null,
    });
    const empty = askRoads([]);
    expect(empty.banker.bigRoad).toEqual({ col: 0, row: 0 });
    expect(empty.player.bigEyeBoy).toBeNull();
  });

  it('always give the two sides opposite colours on a road that has started', () => {
    fc.assert(
      fc.property(outcomesArb, (outcomes) => {
        const ask = askRoads(outcomes);
        for (const name of DERIVED_ROADS) {
          const b = ask.banker[name];
          const p = ask.player[name];
          if (b && p) expect(b.colour).not.toBe(p.colour);
          else expect(b).toBe(p);
        }
      }),
    );
  });
});

const outcomeArb = fc
  .record({
    winner: fc.constantFrom<Winner>('banker', 'banker', 'player', 'player', 'tie'),
    playerPair: fc.boolean(),
    bankerPair: fc.boolean(),
  })
  .map((r): HandOutcome => ({ ...r, playerTotal: 0, bankerTotal: 0, natural: false, bankerSix: false }));
const outcomesArb = fc.array(outcomeArb, { maxLength: 90 });

/** The rule of decision 0030, written from the big road's cells independently of roads.ts. */
function expectedColours(big: readonly BigRoadCell[], offset: number): string {
  const columns: number[] = [];
  for (const c of big) columns[c.streak] = (columns[c.streak] ?? 0) + 1;
  let out = '';
  for (const c of big) {
    const started = c.streak > offset || (c.streak === offset && c.depth > 0);
    if (!started) continue;
    if (c.depth === 0) out += columns[c.streak - 1] === columns[c.streak - 1 - offset] ? 'R' : 'B';
    else {
      const compared = columns[c.streak - offset] ?? 0;
      const hasCell = compared > c.depth;
      const cellAboveOnly = compared === c.depth;
      out += hasCell || !cellAboveOnly ? 'R' : 'B';
    }
  }
  return out;
}

/** A road's cells are distinct, inside six rows, and each follows the previous of its streak down or right. */
function expectWellLaidOut(cells: readonly { col: number; row: number; streak: number; depth: number }[]) {
  expect(new Set(pos(cells)).size).toBe(cells.length);
  cells.forEach((c, i) => {
    expect(c.row).toBeGreaterThanOrEqual(0);
    expect(c.row).toBeLessThan(ROAD_ROWS);
    const prev = cells[i - 1];
    if (c.depth === 0) expect(c.row).toBe(0);
    else if (prev) {
      const down = prev.col === c.col && prev.row + 1 === c.row;
      const right = prev.row === c.row && c.col > prev.col;
      expect(down || right).toBe(true);
    }
  });
}

describe('road properties', () => {
  it('bead plate has one cell per hand; big road one per banker/player hand; ties all counted', () => {
    fc.assert(
      fc.property(outcomesArb, (outcomes) => {
        const roads = computeRoads(outcomes);
        expect(roads.beadPlate).toHaveLength(outcomes.length);
        const decided = outcomes.filter((o) => o.winner !== 'tie');
        expect(roads.bigRoad).toHaveLength(decided.length);
        const ties = roads.bigRoad.reduce((n, c) => n + c.ties, roads.pendingTies);
        expect(ties).toBe(outcomes.length - decided.length);
        expect(roads.bigRoad.map((c) => c.winner)).toEqual(decided.map((o) => o.winner));
      }),
    );
  });

  it('derived roads are deterministic and their colours follow the rule from the big road', () => {
    fc.assert(
      fc.property(outcomesArb, (outcomes) => {
        const roads = computeRoads(outcomes);
        expect(computeRoads(outcomes.map((o) => ({ ...o })))).toEqual(roads);
        for (const name of DERIVED_ROADS) {
          expect(colours(roads[name])).toBe(expectedColours(roads.bigRoad, DERIVED_OFFSET[name]));
        }
      }),
    );
  });

  it('every road is laid out inside six rows, streaks going down then right, cells never shared', () => {
    fc.assert(
      fc.property(outcomesArb, (outcomes) => {
        const roads = computeRoads(outcomes);
        expectWellLaidOut(roads.bigRoad);
        for (const name of DERIVED_ROADS) expectWellLaidOut(roads[name]);
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 14 }), { maxLength: 40 }), (lengths) => {
        const placed = placeStreaks(lengths);
        expect(placed.map((s) => s.length)).toEqual(lengths);
        expectWellLaidOut(placed.flatMap((s, streak) => s.map((p, depth) => ({ ...p, streak, depth }))));
      }),
    );
  });

  it('the ask preview is the cell the next hand really makes', () => {
    fc.assert(
      fc.property(outcomesArb, fc.constantFrom('banker' as const, 'player' as const), (outcomes, side) => {
        const preview = askRoads(outcomes)[side];
        const next = computeRoads([...outcomes, ...shoe(side === 'banker' ? 'B' : 'P')]);
        const last = next.bigRoad.at(-1);
        expect(preview.bigRoad).toEqual({ col: last?.col, row: last?.row });
        for (const name of DERIVED_ROADS) {
          const before = computeRoads(outcomes)[name].length;
          const cell = next[name][before];
          expect(preview[name]).toEqual(cell ? { col: cell.col, row: cell.row, colour: cell.colour } : null);
        }
      }),
    );
  });
});
