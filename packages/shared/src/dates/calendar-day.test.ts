import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './calendar-day.ts';

describe('isCalendarDay', () => {
  it.each(['2026-12-01', '2024-02-29', '1900-01-01'])('accepts %s', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });
  it.each(['2026-02-30', '2025-02-29', '0000-00-00', '2026-13-01', '2026-1-01', '9999-99-99', ''])(
    'refuses %s',
    (day) => {
      expect(isCalendarDay(day)).toBe(false);
    },
  );
});
