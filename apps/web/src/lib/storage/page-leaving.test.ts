import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchPageLeaving } from './page-leaving.ts';

function fakeWindow() {
  const listeners = new Map<string, () => void>();
  return {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    fire: (type: string) => listeners.get(type)?.(),
  };
}

afterEach(() => vi.useRealTimers());

describe('watchPageLeaving', () => {
  it('is leaving from beforeunload until the page shows again or the navigation did not happen', () => {
    vi.useFakeTimers();
    const win = fakeWindow();
    const page = watchPageLeaving(win as unknown as Window);
    expect([page.isLeaving(), page.departures()]).toEqual([false, 0]);
    win.fire('beforeunload');
    expect([page.isLeaving(), page.departures()]).toEqual([true, 1]);
    win.fire('pageshow');
    expect(page.isLeaving()).toBe(false);
    win.fire('beforeunload');
    vi.advanceTimersByTime(3_000);
    expect([page.isLeaving(), page.departures()]).toEqual([false, 2]);
  });
});
