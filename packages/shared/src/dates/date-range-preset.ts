/**
 * Date-range presets of the record filters (SPEC.md §9): -1 none, 0 today, 1 yesterday, 2 last 7
 * days, 3 last 30 days.
 *
 * "Today" is a calendar day in the site's time zone (Asia/Shanghai unless told otherwise), not in
 * the time zone of the browser or of the server process, so the same filter means the same rows
 * everywhere. Zone arithmetic uses Intl.DateTimeFormat only; it handles any IANA zone, including
 * DST days of 23 or 25 hours and zones where a DST change skips midnight.
 */

export type DateRangePreset = -1 | 0 | 1 | 2 | 3;

/** The presets in display order, with their i18n message keys. */
export const DATE_RANGE_PRESETS = [
  { id: -1, i18nKey: 'dateRange.none' },
  { id: 0, i18nKey: 'dateRange.today' },
  { id: 1, i18nKey: 'dateRange.yesterday' },
  { id: 2, i18nKey: 'dateRange.last7Days' },
  { id: 3, i18nKey: 'dateRange.last30Days' },
] as const satisfies readonly { id: DateRangePreset; i18nKey: string }[];

// The site's business time zone (UTC+8, no DST).
const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

// Days counted back from today, both ends inclusive. A Map rather than an object so that only the
// numbers themselves match (no "0" string keys, no prototype properties).
const PRESET_DAYS = new Map<unknown, { fromDaysAgo: number; toDaysAgo: number }>([
  [0, { fromDaysAgo: 0, toDaysAgo: 0 }],
  [1, { fromDaysAgo: 1, toDaysAgo: 1 }],
  [2, { fromDaysAgo: 6, toDaysAgo: 0 }],
  [3, { fromDaysAgo: 29, toDaysAgo: 0 }],
]);

const DAY_MS = 86_400_000;

/**
 * The instant range of a preset: `start` is the first millisecond of the first day and `end` the
 * last millisecond of the last day (inclusive), both days counted in `timeZone`.
 *
 * - 0 today: today .. today; 1 yesterday: yesterday .. yesterday;
 * - 2 last 7 days: 6 days ago .. today; 3 last 30 days: 29 days ago .. today;
 * - -1 none, or any other value (e.g. an unparsed query-string "0"): null.
 *
 * Throws a RangeError for an invalid `now` or an unknown time zone.
 */
export function dateRangePreset(
  preset: DateRangePreset,
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): { start: Date; end: Date } | null {
  const span = PRESET_DAYS.get(preset);
  if (span === undefined) return null;
  const nowMs = now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError('dateRangePreset: invalid "now" date');

  const today = zonedCalendarDate(nowMs, timeZone);
  const first = addDays(today, -span.fromDaysAgo);
  const last = addDays(today, -span.toDaysAgo);
  return {
    start: new Date(startOfZonedDay(first, timeZone)),
    // The last millisecond before the next day starts: correct for 23- and 25-hour days alike.
    end: new Date(startOfZonedDay(addDays(last, 1), timeZone) - 1),
  };
}

/** A calendar date (proleptic Gregorian), month 1-12. */
interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// Formatter construction is expensive (it loads zone data); keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError for an unknown zone, which is what we want to surface.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The wall-clock time of an instant in the zone, expressed as if it were a UTC timestamp (whole
 * seconds, since Intl does not expose milliseconds here).
 */
function zonedWallClock(ms: number, timeZone: string): number {
  const values: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) values[part.type] = part.value;
  const yearOfEra = Number(values.year);
  // Years before 1 AD come out as "BC"; convert to astronomical numbering (1 BC = year 0).
  const year = values.era === 'BC' || values.era === 'B' ? 1 - yearOfEra : yearOfEra;
  return utcMs({ year, month: Number(values.month), day: Number(values.day) }, [
    Number(values.hour),
    Number(values.minute),
    Number(values.second),
  ]);
}

/** The zone's UTC offset in ms at an instant (wall clock minus UTC). */
function offsetAt(ms: number, timeZone: string): number {
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  return zonedWallClock(wholeSecond, timeZone) - wholeSecond;
}

function zonedCalendarDate(ms: number, timeZone: string): CalendarDate {
  return calendarDateOf(ms + offsetAt(ms, timeZone));
}

/** Date.UTC without its 0-99 → 1900-1999 year mapping. */
function utcMs(date: CalendarDate, [hours, minutes, seconds] = [0, 0, 0]): number {
  const d = new Date(0);
  d.setUTCFullYear(date.year, date.month - 1, date.day);
  d.setUTCHours(hours, minutes, seconds, 0);
  return d.getTime();
}

function calendarDateOf(utcWallMs: number): CalendarDate {
  const d = new Date(utcWallMs);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  return calendarDateOf(utcMs(date) + days * DAY_MS);
}

/**
 * The first instant of a calendar day in a zone, i.e. the smallest instant whose wall clock is on
 * or after that day's midnight.
 *
 * Usually that is midnight minus the offset in force. Around a DST change the offset at midnight
 * may differ from the one just before or after, so every offset in force within a day on either
 * side is tried and the earliest one that really maps back to midnight wins (when the clocks go back
 * over midnight, midnight happens twice and the first one starts the day). When the clocks go
 * forward at midnight there is no midnight at all (e.g. America/Santiago); the day then starts at
 * the transition, found by bisection.
 */
function startOfZonedDay(date: CalendarDate, timeZone: string): number {
  const midnight = utcMs(date);
  const offsets = [
    ...new Set([
      offsetAt(midnight - DAY_MS, timeZone),
      offsetAt(midnight, timeZone),
      offsetAt(midnight + DAY_MS, timeZone),
    ]),
  ];
  const exact = offsets
    .map((offset) => midnight - offset)
    .filter((instant) => instant + offsetAt(instant, timeZone) === midnight);
  if (exact.length > 0) return Math.min(...exact);

  // Skipped midnight: bisect between an instant whose wall clock is before midnight and one after.
  let before = midnight - Math.max(...offsets);
  let after = midnight - Math.min(...offsets);
  const wallClock = (instant: number) => instant + offsetAt(instant, timeZone);
  if (wallClock(before) >= midnight || wallClock(after) < midnight) {
    // Not a shape any real zone produces; fall back to the plain estimate rather than loop.
    return midnight - offsetAt(midnight, timeZone);
  }
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (wallClock(middle) >= midnight) after = middle;
    else before = middle;
  }
  return after;
}
