import { readFileSync } from 'node:fs';
import { LIMITS } from '@houseline/shared/limits';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundRefresh } from './background-refresh.ts';
import { QUERY_KEYS } from './query-keys.ts';

// SPEC.md §9 (issue 28): the 30 000 ms member-info/balance throttle holds for background refreshes.

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const background = createBackgroundRefresh(queryClient, LIMITS.memberFetchThrottleMs);
  return { queryClient, invalidate, background };
}

describe('background refreshes of member data', () => {
  it('re-read fresh data only when its 30 s window ends, once for a burst of asks', () => {
    const { queryClient, invalidate, background } = setup();
    queryClient.setQueryData(QUERY_KEYS.balance, { balance: '1.0000' });
    vi.advanceTimersByTime(5_000);
    background.refresh(QUERY_KEYS.balance);
    background.refresh(QUERY_KEYS.balance);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(24_999);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: QUERY_KEYS.balance });
  });

  it('re-read data older than the window at once, and never after cancel', () => {
    const { queryClient, invalidate, background } = setup();
    queryClient.setQueryData(QUERY_KEYS.memberInfo, { username: 'demo888' });
    vi.advanceTimersByTime(30_000);
    background.refresh(QUERY_KEYS.memberInfo);
    expect(invalidate).toHaveBeenCalledOnce();
    queryClient.setQueryData(QUERY_KEYS.balance, { balance: '1.0000' });
    background.refresh(QUERY_KEYS.balance);
    background.cancel();
    vi.advanceTimersByTime(60_000);
    expect(invalidate).toHaveBeenCalledOnce();
  });
});

describe('the real-time wiring', () => {
  it('refreshes the balance and the unread count after a reconnect through the throttle', () => {
    const source = readFileSync(new URL('../../app/realtime-wiring.tsx', import.meta.url), 'utf8');
    expect(source).not.toMatch(/invalidateQueries\(\{ queryKey: QUERY_KEYS\.(balance|messageCount) \}\)/);
    expect(source).toMatch(/background\.refresh\(QUERY_KEYS\.balance\)/);
  });
});
