// The bead road of table games and lotteries: results in a grid, oldest first.

/** A bead road: oldest first, filled top to bottom then left to right, `rows` per column. */
export function beadRoad<T>(itemsNewestFirst: readonly T[], rows = 6): T[][] {
  const items = [...itemsNewestFirst].reverse();
  const columns: T[][] = [];
  items.forEach((item, i) => {
    const col = Math.floor(i / rows);
    columns[col] ??= [];
    columns[col].push(item);
  });
  return columns;
}
