import { type SQL, sql } from 'drizzle-orm';

const DAY_SECONDS = 86_400;

/** The rows of a raw statement, on PGlite and on node-postgres alike. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/** A range of brand days: day numbers since the epoch in the brand's fixed offset. */
export interface DayRange {
  firstDay: number;
  lastDay: number;
  offsetSeconds: number;
}

/** The brand day of a timestamp column, as the day number of `DayRange`. */
export const dayOf = (column: SQL, r: DayRange) =>
  sql`floor((extract(epoch from ${column}) + ${r.offsetSeconds}) / ${DAY_SECONDS})::int`;

/** The range's instants: from the first day's start (inclusive) to the day after the last (exclusive). */
export const bounds = (r: DayRange) => ({
  from: new Date((r.firstDay * DAY_SECONDS - r.offsetSeconds) * 1000),
  to: new Date(((r.lastDay + 1) * DAY_SECONDS - r.offsetSeconds) * 1000),
});
