import { describe, expect, it } from 'vitest';
import { brandDayNumber, longestRun, periodsAt } from './task-periods.ts';

describe('task periods (Asia/Shanghai)', () => {
  it('starts the brand day at 16:00 UTC', () => {
    const before = periodsAt(new Date('2026-11-24T15:59:59.999Z'));
    const after = periodsAt(new Date('2026-11-24T16:00:00.000Z'));
    expect(before.dayKey).toBe('D2026-11-24');
    expect(after.dayKey).toBe('D2026-11-25');
    expect(after.day.start.toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(after.day.end.toISOString()).toBe('2026-11-25T16:00:00.000Z');
  });

  it('starts the week on Monday, brand time', () => {
    // 2026-11-23 is a Monday; Sunday 23:30 Shanghai still belongs to the week before.
    const sunday = periodsAt(new Date('2026-11-22T15:30:00Z'));
    const monday = periodsAt(new Date('2026-11-22T16:30:00Z'));
    expect(sunday.weekKey).toBe('W2026-11-16');
    expect(monday.weekKey).toBe('W2026-11-23');
    expect(monday.week.start.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(monday.week.end.toISOString()).toBe('2026-11-29T16:00:00.000Z');
    const saturday = periodsAt(new Date('2026-11-28T10:00:00Z'));
    expect(saturday.weekKey).toBe('W2026-11-23');
  });

  it('counts the longest run of consecutive days', () => {
    expect(longestRun([])).toBe(0);
    expect(longestRun([5])).toBe(1);
    expect(longestRun([1, 2, 3, 5, 6])).toBe(3);
    expect(longestRun([9, 8, 8, 7, 1])).toBe(3);
    expect(brandDayNumber(new Date('1970-01-01T16:00:00Z'))).toBe(1);
  });
});
