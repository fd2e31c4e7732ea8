import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../limits.ts';
import { isExpired } from './is-expired.ts';

const NOW = Date.parse('2024-05-15T10:00:00.000Z');
const HOUR = 60 * 60 * 1000;

describe('isExpired', () => {
  it('defaults to two hours', () => {
    expect(LIMITS.timestampMaxAgeMs).toBe(2 * HOUR);
    expect(isExpired(NOW - 2 * HOUR, undefined, NOW)).toBe(false);
    expect(isExpired(NOW - 2 * HOUR - 1, undefined, NOW)).toBe(true);
  });

  it('is strictly "older than": exactly maxAgeMs old is still valid', () => {
    expect(isExpired(NOW - 1000, 1000, NOW)).toBe(false);
    expect(isExpired(NOW - 1001, 1000, NOW)).toBe(true);
  });

  it('a fresh timestamp is not expired', () => {
    expect(isExpired(NOW, undefined, NOW)).toBe(false);
    expect(isExpired(NOW - HOUR, undefined, NOW)).toBe(false);
  });

  it('a future timestamp is not expired', () => {
    expect(isExpired(NOW + 1, undefined, NOW)).toBe(false);
    expect(isExpired(NOW + 365 * 24 * HOUR, undefined, NOW)).toBe(false);
  });

  it('takes a custom max age', () => {
    expect(isExpired(NOW - 5 * 60_000, 10 * 60_000, NOW)).toBe(false);
    expect(isExpired(NOW - 15 * 60_000, 10 * 60_000, NOW)).toBe(true);
    expect(isExpired(NOW - 1, 0, NOW)).toBe(true);
    expect(isExpired(NOW, 0, NOW)).toBe(false);
    expect(isExpired(0, Number.POSITIVE_INFINITY, NOW)).toBe(false);
  });

  it('defaults now to Date.now()', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(NOW);
      expect(isExpired(NOW - 2 * HOUR)).toBe(false);
      expect(isExpired(NOW - 2 * HOUR - 1)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('seconds vs milliseconds', () => {
    // Decision: numbers below 1e12 are Unix seconds (1e12 ms is 2001-09-09; 1e12 s is year 33658).
    it('reads numbers below 1e12 as seconds', () => {
      const nowSeconds = NOW / 1000;
      expect(isExpired(nowSeconds, undefined, NOW)).toBe(false);
      expect(isExpired(nowSeconds - 2 * 60 * 60, undefined, NOW)).toBe(false);
      expect(isExpired(nowSeconds - 2 * 60 * 60 - 1, undefined, NOW)).toBe(true);
      expect(isExpired(nowSeconds + 60, undefined, NOW)).toBe(false);
    });

    it('keeps fractional seconds', () => {
      expect(isExpired(NOW / 1000 - 7200.001, undefined, NOW)).toBe(true);
      expect(isExpired(NOW / 1000 - 7199.999, undefined, NOW)).toBe(false);
    });

    it('reads numbers from 1e12 on as milliseconds', () => {
      expect(isExpired(1e12, undefined, 1e12 + 2 * HOUR)).toBe(false);
      expect(isExpired(1e12, undefined, 1e12 + 2 * HOUR + 1)).toBe(true);
      // Just below the limit it is seconds, i.e. far in the future: not expired.
      expect(isExpired(1e12 - 1, undefined, NOW)).toBe(false);
    });

    it('seconds and milliseconds of the same instant agree (property)', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1_000_000_000, max: 4_000_000_000 }), // 2001 .. 2096, in seconds
          fc.integer({ min: 0, max: 48 * HOUR }),
          fc.integer({ min: -48 * HOUR, max: 48 * HOUR }),
          (seconds, maxAge, delta) => {
            const now = seconds * 1000 + delta;
            expect(isExpired(seconds, maxAge, now)).toBe(isExpired(seconds * 1000, maxAge, now));
            expect(isExpired(String(seconds), maxAge, now)).toBe(isExpired(seconds, maxAge, now));
            expect(isExpired(seconds * 1000, maxAge, now)).toBe(now - seconds * 1000 > maxAge);
          },
        ),
      );
    });
  });

  describe('strings', () => {
    it('reads digit strings as numbers (seconds or milliseconds)', () => {
      expect(isExpired(String(NOW), undefined, NOW)).toBe(false);
      expect(isExpired(String(NOW - 3 * HOUR), undefined, NOW)).toBe(true);
      expect(isExpired(String(NOW / 1000), undefined, NOW)).toBe(false);
      expect(isExpired(` ${NOW / 1000} `, undefined, NOW)).toBe(false);
      expect(isExpired(String(NOW / 1000 - 3 * 60 * 60), undefined, NOW)).toBe(true);
      expect(isExpired('1715767200.5', undefined, NOW)).toBe(false);
    });

    it('reads ISO 8601 dates', () => {
      expect(isExpired('2024-05-15T09:00:00.000Z', undefined, NOW)).toBe(false);
      expect(isExpired('2024-05-15T07:59:59.999Z', undefined, NOW)).toBe(true);
      expect(isExpired('2024-05-15T17:30:00+08:00', undefined, NOW)).toBe(false);
      expect(isExpired('2024-05-15T15:59:59+08:00', undefined, NOW)).toBe(true);
    });
  });

  it('reads Date objects', () => {
    expect(isExpired(new Date(NOW - HOUR), undefined, NOW)).toBe(false);
    expect(isExpired(new Date(NOW - 3 * HOUR), undefined, NOW)).toBe(true);
    expect(isExpired(new Date(NOW + HOUR), undefined, NOW)).toBe(false);
  });

  describe('invalid input counts as expired', () => {
    it.each([
      ['NaN', Number.NaN],
      ['Infinity', Number.POSITIVE_INFINITY],
      ['-Infinity', Number.NEGATIVE_INFINITY],
      ['empty string', ''],
      ['blank string', '   '],
      ['garbage string', 'not a date'],
      ['negative digit string', '-'],
      ['invalid Date', new Date(Number.NaN)],
      ['null at runtime', null as unknown as number],
      ['undefined at runtime', undefined as unknown as number],
      ['object at runtime', {} as unknown as number],
    ])('%s', (_label, input) => {
      expect(isExpired(input, undefined, NOW)).toBe(true);
    });

    it('an invalid max age or now', () => {
      expect(isExpired(NOW, Number.NaN, NOW)).toBe(true);
      expect(isExpired(NOW, undefined, Number.NaN)).toBe(true);
      expect(isExpired(NOW, undefined, Number.POSITIVE_INFINITY)).toBe(true);
    });
  });

  it('very old timestamps are expired', () => {
    expect(isExpired(0, undefined, NOW)).toBe(true);
    expect(isExpired(-1, undefined, NOW)).toBe(true);
    expect(isExpired('1970-01-01T00:00:00Z', undefined, NOW)).toBe(true);
  });
});
