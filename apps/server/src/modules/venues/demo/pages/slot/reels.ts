// Pure layout of the slot's reels: the strip each reel scrolls through while it spins, where it
// starts, and which cells a win lights up. The engines decide the grid; this only draws it.

export const REELS = 5;
export const ROWS = 3;

/** A reel's strip for one spin: the final three symbols on top, then `fillers` random symbols. */
export function spinStrip(finalColumn: readonly number[], fillers: number, pick: () => number): number[] {
  const strip = [...finalColumn];
  for (let i = 0; i < fillers; i++) strip.push(pick());
  return strip;
}

/** translateY (in % of the strip's height) that shows the strip's last three symbols. */
export function stripStartPercent(length: number, rows = ROWS): number {
  return length <= rows ? 0 : -((length - rows) / length) * 100;
}

/** Reels stop left to right: reel `i` spins this long. */
export function reelSpinMs(reel: number, fast = false): number {
  return (fast ? 450 : 800) + reel * (fast ? 150 : 260);
}

/** The cells of a line win: the first `count` reels along the payline. */
export function lineCells(payline: readonly number[], count: number): [number, number][] {
  return payline.slice(0, count).map((row, reel) => [reel, row]);
}

/** Every cell to light after a spin: line-win cells, and scatters when they paid or triggered. */
export function winningCells(
  grid: readonly (readonly number[])[],
  lineWins: readonly { line: number; count: number }[],
  paylines: readonly (readonly number[])[],
  scatterId: number,
  scatterPaid: boolean,
): Set<string> {
  const cells = new Set<string>();
  for (const win of lineWins) {
    const payline = paylines[win.line];
    if (!payline) continue;
    for (const [reel, row] of lineCells(payline, win.count)) cells.add(`${reel}:${row}`);
  }
  if (scatterPaid) {
    grid.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        if (symbol === scatterId) cells.add(`${reel}:${row}`);
      });
    });
  }
  return cells;
}

/** SVG polyline points (viewBox 0 0 500 300) through the centres of a line win's first `count` cells. */
export function linePoints(payline: readonly number[], count = payline.length): string {
  return lineCells(payline, count)
    .map(([reel, row]) => `${reel * 100 + 50},${row * 100 + 50}`)
    .join(' ');
}
