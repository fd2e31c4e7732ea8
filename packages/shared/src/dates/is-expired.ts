import { LIMITS } from '../limits.ts';

/**
 * Numbers below this are read as Unix seconds rather than milliseconds. Backends in this space mix
 * both (PHP/Java `time()` vs JS `Date.now()`); 1e12 ms is September 2001 while 1e12 s is year
 * 33658, so no real timestamp of either kind is ambiguous.
 */
const SECONDS_TIMESTAMP_LIMIT = 1e12;

/**
 * True when `timestamp` is more than `maxAgeMs` before `now` (default 2 hours: SPEC.md §9,
 * LIMITS.timestampMaxAgeMs). Exactly `maxAgeMs` old is not yet expired, and a timestamp in the
 * future is never expired (clock skew must not log people out).
 *
 * Accepted timestamps:
 * - numbers: milliseconds since the epoch, or seconds when below 1e12;
 * - strings of digits (optionally with a fraction), read as such a number: "1715767200";
 * - other strings: anything Date.parse reads; prefer ISO 8601 with an offset, since strings
 *   without one are read in the runtime's local zone;
 * - Date objects.
 *
 * Anything unreadable (NaN, Infinity, garbage, an invalid Date, an invalid `now` or `maxAgeMs`) is
 * treated as expired: the safe answer for a cache or a token is "refresh it".
 */
export function isExpired(
  timestamp: number | string | Date,
  maxAgeMs: number = LIMITS.timestampMaxAgeMs,
  now: number = Date.now(),
): boolean {
  const ms = timestampToMs(timestamp);
  if (ms === null || Number.isNaN(maxAgeMs) || !Number.isFinite(now)) return true;
  return now - ms > maxAgeMs;
}

function timestampToMs(timestamp: number | string | Date): number | null {
  let ms: number;
  if (timestamp instanceof Date) {
    ms = timestamp.getTime();
  } else if (typeof timestamp === 'number') {
    ms = numberToMs(timestamp);
  } else if (typeof timestamp === 'string') {
    const text = timestamp.trim();
    ms = /^\d+(?:\.\d+)?$/.test(text) ? numberToMs(Number(text)) : Date.parse(text);
  } else {
    return null;
  }
  return Number.isFinite(ms) ? ms : null;
}

function numberToMs(value: number): number {
  return value < SECONDS_TIMESTAMP_LIMIT ? value * 1000 : value;
}
