import { afterEach, describe, expect, it, vi } from 'vitest';
import { appSession } from '../lib/storage/app-session.ts';
import { onMemberClear, trackMemberTimer, useMemberStore } from './member-store.ts';

afterEach(() => useMemberStore.getState().clear());

describe('member store', () => {
  it('signIn keeps the token', () => {
    useMemberStore.getState().signIn('tok-1');
    expect(appSession.getToken()).toBe('tok-1');
    expect(useMemberStore.getState().isLogin).toBe(true);
  });

  it('clear drops the token (SPEC.md §4)', () => {
    useMemberStore.getState().signIn('tok-2');
    useMemberStore.getState().clear();
    expect(appSession.getToken()).toBeNull();
    expect(useMemberStore.getState().isLogin).toBe(false);
  });

  it('clear cancels the member timers once and tells the listeners', () => {
    const cancelA = vi.fn();
    const cancelB = vi.fn();
    trackMemberTimer(cancelA);
    const untrackB = trackMemberTimer(cancelB);
    untrackB();
    const listener = vi.fn();
    const unsubscribe = onMemberClear(listener);
    useMemberStore.getState().clear();
    useMemberStore.getState().clear();
    expect(cancelA).toHaveBeenCalledOnce();
    expect(cancelB).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
