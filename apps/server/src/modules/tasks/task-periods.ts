/**
 * The brand's day (decision 0034): every brand runs on China Standard Time (Asia/Shanghai, UTC+8,
 * no daylight saving), so a day starts at 16:00 UTC and a week on Monday. Pure arithmetic on epoch
 * milliseconds, so the database never needs time-zone data (PGlite ships none).
 */

export const BRAND_UTC_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export interface Window {
  start: Date;
  end: Date;
}

export interface TaskPeriods {
  day: Window;
  week: Window;
  /** `D2026-11-24`: the brand day's period key. */
  dayKey: string;
  /** `W2026-11-23`: the week's Monday. */
  weekKey: string;
}

/** The brand-local day number (days since 1970-01-01 in UTC+8) of an instant. */
export function brandDayNumber(at: Date): number {
  return Math.floor((at.getTime() + BRAND_UTC_OFFSET_MS) / DAY_MS);
}

function dayStart(dayNumber: number): Date {
  return new Date(dayNumber * DAY_MS - BRAND_UTC_OFFSET_MS);
}

function dateLabel(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

export function periodsAt(at: Date): TaskPeriods {
  const today = brandDayNumber(at);
  // 1970-01-01 was a Thursday: (day + 3) mod 7 is 0 on Mondays.
  const monday = today - ((today + 3) % 7);
  return {
    day: { start: dayStart(today), end: dayStart(today + 1) },
    week: { start: dayStart(monday), end: dayStart(monday + 7) },
    dayKey: `D${dateLabel(today)}`,
    weekKey: `W${dateLabel(monday)}`,
  };
}

/** The longest run of consecutive day numbers (login streak). */
export function longestRun(days: readonly number[]): number {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of sorted) {
    run = day === previous + 1 ? run + 1 : 1;
    previous = day;
    if (run > best) best = run;
  }
  return best;
}
