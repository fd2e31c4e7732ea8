import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown-text.ts';

describe('countdownText', () => {
  it('shows hours, minutes and seconds, with days when a week is left', () => {
    expect(countdownText(0, '天')).toBe('00:00:00');
    expect(countdownText(3_723, '天')).toBe('01:02:03');
    expect(countdownText(86_400 * 3 + 59, '天')).toBe('3天 00:00:59');
    expect(countdownText(-5, 'd')).toBe('00:00:00');
  });
});
