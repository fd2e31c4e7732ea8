import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toMinute } from './desk-admin.tsx';

describe('toMinute', () => {
  it("reads the time picker as a Dayjs or as the form's string", () => {
    expect(
      toMinute(
        dayjs()
          .startOf('day')
          .add(9 * 60 + 30, 'minute'),
        0,
      ),
    ).toBe(570);
    expect(toMinute('21:05', 0)).toBe(1265);
    expect(toMinute('08:30:00', 0)).toBe(510);
  });
  it('keeps what was saved when the picker is empty or unreadable', () => {
    expect(toMinute(undefined, 600)).toBe(600);
    expect(toMinute('soon', 600)).toBe(600);
  });
});
