/**
 * Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 and 0000-00-00 are not).
 * The contract's day fields refine their pattern with it, so a day that matches the digits but
 * names no date is bad input, not a query on an invalid timestamp.
 */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
