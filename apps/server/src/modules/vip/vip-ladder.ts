import { dateRangePreset } from '@houseline/shared/dates/date-range-preset';

/** The pure rules of the ladder and of VIP periods (unit-tested in vip-ladder.test.ts). */

export interface Thresholds {
  level: number;
  turnoverMinor: bigint;
  depositMinor: bigint;
}

/** The highest level whose two thresholds the member meets (levels sorted or not). */
export function reachedLevel(
  levels: readonly Thresholds[],
  progress: { turnoverMinor: bigint; depositMinor: bigint },
): number {
  let reached = 0;
  for (const l of levels) {
    if (l.turnoverMinor <= progress.turnoverMinor && l.depositMinor <= progress.depositMinor) {
      reached = Math.max(reached, l.level);
    }
  }
  return reached;
}

/** The row of `level`, or the top row when the member stands above the ladder (an operator's doing). */
export function levelAt<T extends { level: number }>(levels: readonly T[], level: number): T | undefined {
  const exact = levels.find((l) => l.level === level);
  if (exact) return exact;
  const below = levels.filter((l) => l.level < level);
  return below[below.length - 1];
}

/** 0..100, rounded down; 100 once the target is met (a zero target is met). */
export function percentOf(done: bigint, target: bigint): number {
  if (target <= 0n || done >= target) return 100;
  return Number((done * 100n) / target);
}

/** Rebate on a period's valid turnover: turnover × basis points, rounded down. */
export function rebateOf(turnoverMinor: bigint, rateBp: number): bigint {
  return (turnoverMinor * BigInt(rateBp)) / 10_000n;
}

const DAY_MS = 86_400_000;

function zonedDate(at: Date, timeZone: string): { year: string; month: string; day: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** "2026-11": the calendar month of an instant in the zone (the monthly bonus period). */
export function monthKey(at: Date, timeZone: string): string {
  const d = zonedDate(at, timeZone);
  return `${d.year}-${d.month}`;
}

export interface DayPeriod {
  /** "2026-11-23" */
  key: string;
  start: Date;
  end: Date;
}

/**
 * The closed days a rebate run pays at `at`: up to `catchUp` days back from yesterday, each only
 * once `graceMs` has passed since it ended. Days are calendar days in the zone.
 */
export function closedDays(at: Date, timeZone: string, catchUp: number, graceMs: number): DayPeriod[] {
  const days: DayPeriod[] = [];
  for (let back = 0; back < catchUp; back += 1) {
    const range = dateRangePreset(1, new Date(at.getTime() - back * DAY_MS), timeZone);
    if (!range) continue;
    if (at.getTime() < range.end.getTime() + 1 + graceMs) continue;
    const d = zonedDate(range.start, timeZone);
    days.push({ key: `${d.year}-${d.month}-${d.day}`, start: range.start, end: range.end });
  }
  return days;
}
