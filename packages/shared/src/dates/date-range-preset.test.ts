import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_RANGE_PRESETS, type DateRangePreset, dateRangePreset } from './date-range-preset.ts';

const iso = (range: { start: Date; end: Date } | null) =>
  range && { start: range.start.toISOString(), end: range.end.toISOString() };

const at = (isoString: string) => new Date(isoString);

describe('DATE_RANGE_PRESETS', () => {
  it('lists the five presets of SPEC.md §9 in order with i18n keys', () => {
    expect(DATE_RANGE_PRESETS.map((p) => p.id)).toEqual([-1, 0, 1, 2, 3]);
    expect(DATE_RANGE_PRESETS.map((p) => p.i18nKey)).toEqual([
      'dateRange.none',
      'dateRange.today',
      'dateRange.yesterday',
      'dateRange.last7Days',
      'dateRange.last30Days',
    ]);
  });

  it('every listed id is accepted by dateRangePreset', () => {
    const now = at('2024-05-15T10:00:00Z');
    for (const { id } of DATE_RANGE_PRESETS) {
      const range = dateRangePreset(id, now);
      expect(range === null).toBe(id === -1);
    }
  });
});

describe('dateRangePreset in Asia/Shanghai (the default)', () => {
  // 2024-05-15 18:00 in Shanghai (UTC+8).
  const now = at('2024-05-15T10:00:00Z');

  it('defaults to Asia/Shanghai', () => {
    expect(iso(dateRangePreset(0, now))).toEqual(iso(dateRangePreset(0, now, 'Asia/Shanghai')));
  });

  it('-1 is no range', () => {
    expect(dateRangePreset(-1, now)).toBeNull();
  });

  it('0 is today, first to last millisecond', () => {
    expect(iso(dateRangePreset(0, now))).toEqual({
      start: '2024-05-14T16:00:00.000Z',
      end: '2024-05-15T15:59:59.999Z',
    });
  });

  it('1 is yesterday', () => {
    expect(iso(dateRangePreset(1, now))).toEqual({
      start: '2024-05-13T16:00:00.000Z',
      end: '2024-05-14T15:59:59.999Z',
    });
  });

  it('2 is the last 7 days including today', () => {
    expect(iso(dateRangePreset(2, now))).toEqual({
      start: '2024-05-08T16:00:00.000Z',
      end: '2024-05-15T15:59:59.999Z',
    });
  });

  it('3 is the last 30 days including today', () => {
    expect(iso(dateRangePreset(3, now))).toEqual({
      start: '2024-04-15T16:00:00.000Z',
      end: '2024-05-15T15:59:59.999Z',
    });
  });

  it('uses the Shanghai day, not the UTC day, just after Shanghai midnight', () => {
    // 2024-05-16 00:30 in Shanghai, still the 15th in UTC.
    expect(iso(dateRangePreset(0, at('2024-05-15T16:30:00Z')))).toEqual({
      start: '2024-05-15T16:00:00.000Z',
      end: '2024-05-16T15:59:59.999Z',
    });
  });

  it('the last millisecond of a day still belongs to it', () => {
    expect(iso(dateRangePreset(0, at('2024-05-15T15:59:59.999Z')))?.start).toBe('2024-05-14T16:00:00.000Z');
    expect(iso(dateRangePreset(0, at('2024-05-15T16:00:00.000Z')))?.start).toBe('2024-05-15T16:00:00.000Z');
  });

  it('crosses month and year boundaries', () => {
    // 2024-01-10 in Shanghai: 30 days back starts on 2023-12-12.
    expect(iso(dateRangePreset(3, at('2024-01-10T04:00:00Z')))).toEqual({
      start: '2023-12-11T16:00:00.000Z',
      end: '2024-01-10T15:59:59.999Z',
    });
    // Yesterday of 1 January is 31 December.
    expect(iso(dateRangePreset(1, at('2024-01-01T04:00:00Z')))).toEqual({
      start: '2023-12-30T16:00:00.000Z',
      end: '2023-12-31T15:59:59.999Z',
    });
  });

  it('knows leap days', () => {
    expect(iso(dateRangePreset(1, at('2024-03-01T04:00:00Z')))?.start).toBe('2024-02-28T16:00:00.000Z');
    expect(iso(dateRangePreset(2, at('2023-03-03T04:00:00Z')))?.start).toBe('2023-02-24T16:00:00.000Z');
  });

  it('defaults now to the current time', () => {
    const before = Date.now();
    const range = dateRangePreset(0);
    const after = Date.now();
    expect(range).not.toBeNull();
    expect(range!.start.getTime()).toBeLessThanOrEqual(before);
    expect(range!.end.getTime()).toBeGreaterThanOrEqual(after);
  });

  it('returns fresh Date objects', () => {
    const a = dateRangePreset(0, now)!;
    const b = dateRangePreset(0, now)!;
    expect(a.start).not.toBe(b.start);
  });
});

describe('dateRangePreset in other zones', () => {
  it('UTC', () => {
    expect(iso(dateRangePreset(0, at('2024-05-15T23:59:59.999Z'), 'UTC'))).toEqual({
      start: '2024-05-15T00:00:00.000Z',
      end: '2024-05-15T23:59:59.999Z',
    });
  });

  it('half-hour and quarter-hour offsets', () => {
    expect(iso(dateRangePreset(0, at('2024-05-15T12:00:00Z'), 'Asia/Kolkata'))).toEqual({
      start: '2024-05-14T18:30:00.000Z',
      end: '2024-05-15T18:29:59.999Z',
    });
    expect(iso(dateRangePreset(0, at('2024-05-15T12:00:00Z'), 'Asia/Kathmandu'))).toEqual({
      start: '2024-05-14T18:15:00.000Z',
      end: '2024-05-15T18:14:59.999Z',
    });
  });

  it('zones far from UTC (+14 and -11)', () => {
    // 2024-05-16 02:00 in Kiritimati.
    expect(iso(dateRangePreset(0, at('2024-05-15T12:00:00Z'), 'Pacific/Kiritimati'))).toEqual({
      start: '2024-05-15T10:00:00.000Z',
      end: '2024-05-16T09:59:59.999Z',
    });
    // 2024-05-15 01:00 in Pago Pago.
    expect(iso(dateRangePreset(1, at('2024-05-15T12:00:00Z'), 'Pacific/Pago_Pago'))).toEqual({
      start: '2024-05-14T11:00:00.000Z',
      end: '2024-05-15T10:59:59.999Z',
    });
  });

  it('a 23-hour day (DST starts, America/New_York)', () => {
    expect(iso(dateRangePreset(0, at('2024-03-10T12:00:00Z'), 'America/New_York'))).toEqual({
      start: '2024-03-10T05:00:00.000Z',
      end: '2024-03-11T03:59:59.999Z',
    });
  });

  it('a 25-hour day (DST ends, America/New_York)', () => {
    expect(iso(dateRangePreset(0, at('2024-11-03T12:00:00Z'), 'America/New_York'))).toEqual({
      start: '2024-11-03T04:00:00.000Z',
      end: '2024-11-04T04:59:59.999Z',
    });
  });

  it('a 7-day range spanning a DST change (Europe/Berlin)', () => {
    expect(iso(dateRangePreset(2, at('2024-03-31T12:00:00Z'), 'Europe/Berlin'))).toEqual({
      start: '2024-03-24T23:00:00.000Z',
      end: '2024-03-31T21:59:59.999Z',
    });
  });

  it('a half-hour DST change (Australia/Lord_Howe)', () => {
    expect(iso(dateRangePreset(0, at('2024-10-06T12:00:00Z'), 'Australia/Lord_Howe'))).toEqual({
      start: '2024-10-05T13:30:00.000Z',
      end: '2024-10-06T12:59:59.999Z',
    });
  });

  it('a day without a midnight starts at the transition (America/Santiago, clocks go 00:00 → 01:00)', () => {
    expect(iso(dateRangePreset(0, at('2024-09-08T12:00:00Z'), 'America/Santiago'))).toEqual({
      start: '2024-09-08T04:00:00.000Z', // 01:00 -03
      end: '2024-09-09T02:59:59.999Z',
    });
    expect(iso(dateRangePreset(1, at('2024-09-08T12:00:00Z'), 'America/Santiago'))).toEqual({
      start: '2024-09-07T04:00:00.000Z',
      end: '2024-09-08T03:59:59.999Z',
    });
  });

  it('the day before clocks go back over midnight lasts 25 hours (America/Santiago)', () => {
    expect(iso(dateRangePreset(0, at('2024-04-06T12:00:00Z'), 'America/Santiago'))).toEqual({
      start: '2024-04-06T03:00:00.000Z',
      end: '2024-04-07T03:59:59.999Z',
    });
  });

  it('a day with two midnights starts at the first (America/Havana, clocks go 01:00 → 00:00)', () => {
    expect(iso(dateRangePreset(0, at('2024-11-03T12:00:00Z'), 'America/Havana'))).toEqual({
      start: '2024-11-03T04:00:00.000Z', // the first 00:00, still -04
      end: '2024-11-04T04:59:59.999Z',
    });
    // Spring: 00:00 → 01:00, so that day starts at 01:00 -04.
    expect(iso(dateRangePreset(0, at('2024-03-10T12:00:00Z'), 'America/Havana'))?.start).toBe(
      '2024-03-10T05:00:00.000Z',
    );
  });

  it('survives a skipped calendar day (Samoa skipped 2011-12-30)', () => {
    // 2012-01-03 02:00 in Apia: seven calendar days back reaches 2011-12-28 (UTC-10 then).
    expect(iso(dateRangePreset(2, at('2012-01-02T12:00:00Z'), 'Pacific/Apia'))).toEqual({
      start: '2011-12-28T10:00:00.000Z',
      end: '2012-01-03T09:59:59.999Z',
    });
  });
});

describe('dateRangePreset errors and unknown presets', () => {
  it('returns null for a preset it does not know (untyped input)', () => {
    const now = at('2024-05-15T10:00:00Z');
    expect(dateRangePreset(4 as DateRangePreset, now)).toBeNull();
    expect(dateRangePreset(Number.NaN as DateRangePreset, now)).toBeNull();
    expect(dateRangePreset('0' as unknown as DateRangePreset, now)).toBeNull();
    expect(dateRangePreset('toString' as unknown as DateRangePreset, now)).toBeNull();
  });

  it('throws a RangeError for an invalid now', () => {
    expect(() => dateRangePreset(0, new Date(Number.NaN))).toThrow(RangeError);
  });

  it('throws a RangeError for an unknown time zone', () => {
    expect(() => dateRangePreset(0, at('2024-05-15T10:00:00Z'), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('dateRangePreset properties', () => {
  const ZONES = [
    'Asia/Shanghai',
    'UTC',
    'America/New_York',
    'Europe/London',
    'America/Santiago',
    'America/Havana',
    'Australia/Lord_Howe',
    'Asia/Kolkata',
    'Pacific/Chatham',
    'America/St_Johns',
    'Pacific/Kiritimati',
  ];

  // An independent reading of the calendar date, via a different formatter.
  const dayFormatters = new Map<string, Intl.DateTimeFormat>();
  const dayIn = (ms: number, timeZone: string): string => {
    let f = dayFormatters.get(timeZone);
    if (!f) {
      f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
      dayFormatters.set(timeZone, f);
    }
    return f.format(ms);
  };
  const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

  const instant = fc.integer({
    min: Date.parse('1990-01-01T00:00:00Z'),
    max: Date.parse('2040-01-01T00:00:00Z'),
  });
  const zone = fc.constantFrom(...ZONES);

  it('today contains now, and its bounds are exactly the day boundaries', () => {
    fc.assert(
      fc.property(instant, zone, (nowMs, timeZone) => {
        const range = dateRangePreset(0, new Date(nowMs), timeZone)!;
        const start = range.start.getTime();
        const end = range.end.getTime();
        expect(start).toBeLessThanOrEqual(nowMs);
        expect(end).toBeGreaterThanOrEqual(nowMs);
        const today = dayIn(nowMs, timeZone);
        expect(dayIn(start, timeZone)).toBe(today);
        expect(dayIn(end, timeZone)).toBe(today);
        expect(daysBetween(dayIn(start - 1, timeZone), today)).toBe(1);
        expect(daysBetween(today, dayIn(end + 1, timeZone))).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it('yesterday, 7 and 30 days start the right number of calendar days back and end on a boundary', () => {
    fc.assert(
      fc.property(
        instant,
        zone,
        fc.constantFrom(1, 2, 3) as fc.Arbitrary<1 | 2 | 3>,
        (nowMs, timeZone, p) => {
          const range = dateRangePreset(p, new Date(nowMs), timeZone)!;
          const start = range.start.getTime();
          const end = range.end.getTime();
          const today = dayIn(nowMs, timeZone);
          const back = { 1: 1, 2: 6, 3: 29 }[p];
          expect(daysBetween(dayIn(start, timeZone), today)).toBe(back);
          expect(daysBetween(dayIn(start - 1, timeZone), dayIn(start, timeZone))).toBe(1);
          expect(dayIn(end, timeZone)).toBe(p === 1 ? dayIn(start, timeZone) : today);
          expect(daysBetween(dayIn(end, timeZone), dayIn(end + 1, timeZone))).toBe(1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
