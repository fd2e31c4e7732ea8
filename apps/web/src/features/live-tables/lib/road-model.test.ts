import type { HandOutcome, Winner } from '@houseline/shared/baccarat/deal';
import { askRoads, computeRoads } from '@houseline/shared/baccarat/roads';
import { describe, expect, it } from 'vitest';
import { askGlyphs, boardModel, MIN_COLS, nextBeadCell, tally } from './road-model.ts';

const W: Record<string, Winner> = { B: 'banker', P: 'player', T: 'tie' };
const shoe = (text: string): HandOutcome[] =>
  [...text].map((ch) => ({
    winner: W[ch] as Winner,
    playerTotal: 0,
    bankerTotal: 0,
    playerPair: ch === 'P',
    bankerPair: false,
    natural: false,
    bankerSix: false,
  }));

describe('boardModel', () => {
  it('draws every road with at least its minimum columns and one empty column after the last mark', () => {
    const empty = boardModel(computeRoads([]));
    expect(empty.bigRoad).toEqual({ kind: 'bigRoad', cols: MIN_COLS.full.bigRoad, marks: [] });
    const long = boardModel(computeRoads(shoe('BP'.repeat(20))));
    // 40 alternating hands: 40 big road columns (0..39), so 41 drawn.
    expect(long.bigRoad.cols).toBe(41);
    expect(long.beadPlate.cols).toBe(MIN_COLS.full.beadPlate);
    const compact = boardModel(computeRoads(shoe('BBP')), { compact: true });
    expect(compact.bigRoad.cols).toBe(MIN_COLS.compact.bigRoad);
  });

  it('gives big road marks their ties and pairs and bead marks their winner', () => {
    const model = boardModel(computeRoads(shoe('TBTTP')));
    expect(model.beadPlate.marks.map((m) => m.tone)).toEqual(['tie', 'banker', 'tie', 'tie', 'player']);
    expect(model.bigRoad.marks.map((m) => [m.col, m.row, m.tone, m.ties, m.playerPair])).toEqual([
      [0, 0, 'banker', 3, false],
      [1, 0, 'player', 0, true],
    ]);
    expect(model.bigRoad.marks.every((m) => !m.ask)).toBe(true);
  });

  it('adds the blinking next cell of every road for an ask road', () => {
    const outcomes = shoe('BPPBBBPBB');
    const roads = computeRoads(outcomes);
    const ask = askRoads(outcomes, roads);
    const model = boardModel(roads, { ask: ask.banker });
    const asked = (kind: keyof typeof model) => model[kind].marks.filter((m) => m.ask);
    expect(asked('beadPlate')).toMatchObject([{ col: 1, row: 3, tone: 'banker' }]);
    expect(asked('bigRoad')).toMatchObject([{ col: 4, row: 2, tone: 'banker' }]);
    expect(asked('bigEyeBoy')).toMatchObject([{ col: 3, row: 0, tone: 'red' }]);
    expect(asked('smallRoad')).toMatchObject([{ col: 3, row: 1, tone: 'red' }]);
    expect(asked('cockroach')).toMatchObject([{ col: 1, row: 0, tone: 'blue' }]);
    expect(askGlyphs(ask.banker)).toEqual({ bigEyeBoy: 'red', smallRoad: 'red', cockroach: 'blue' });
    expect(askGlyphs(askRoads(shoe('B')).player)).toEqual({
      bigEyeBoy: null,
      smallRoad: null,
      cockroach: null,
    });
  });

  it('places the bead plate next cell column by column', () => {
    expect(nextBeadCell(0)).toEqual({ col: 0, row: 0 });
    expect(nextBeadCell(5)).toEqual({ col: 0, row: 5 });
    expect(nextBeadCell(6)).toEqual({ col: 1, row: 0 });
  });
});

describe('tally', () => {
  it('counts hands, wins and pairs', () => {
    expect(tally(shoe('BPPTB'))).toEqual({
      hands: 5,
      banker: 2,
      player: 2,
      tie: 1,
      bankerPair: 0,
      playerPair: 2,
    });
  });
});
