import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMemberStore } from '../../../stores/member-store.ts';
import { type HeartbeatPage, startHeartbeat } from '../lib/heartbeat.ts';
import { useGameSession } from './game-session-store.ts';
import { startMemberHeartbeat } from './member-heartbeat.ts';

/** A page whose visibility the test switches. */
function fakePage(visible = true): HeartbeatPage & { show(visible: boolean): void } {
  const listeners = new Set<() => void>();
  const page = {
    visibilityState: (visible ? 'visible' : 'hidden') as DocumentVisibilityState,
    addEventListener: (_: 'visibilitychange', l: () => void) => void listeners.add(l),
    removeEventListener: (_: 'visibilitychange', l: () => void) => void listeners.delete(l),
    show(visible: boolean) {
      page.visibilityState = visible ? 'visible' : 'hidden';
      for (const l of [...listeners]) l();
    },
  };
  return page;
}

beforeEach(() => {
  vi.useFakeTimers();
  useMemberStore.getState().signIn('tok-heartbeat');
});
afterEach(() => {
  useMemberStore.getState().clear();
  vi.useRealTimers();
});

describe('member heartbeat', () => {
  it('beats at once, then every 30 000 ms, and no sooner', () => {
    const send = vi.fn(async () => ({}));
    startMemberHeartbeat(send);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(29_999);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('carries the current gameid and platform: 0 outside a game', () => {
    const send = vi.fn(async (_: { gameid: number; platform: string }) => ({}));
    startMemberHeartbeat(send);
    expect(send).toHaveBeenLastCalledWith({ gameid: 0, platform: 'h5' });
    useGameSession.getState().start({ gameid: 301, platform: 'pc' });
    vi.advanceTimersByTime(30_000);
    expect(send).toHaveBeenLastCalledWith({ gameid: 301, platform: 'pc' });
    useGameSession.getState().clear();
    vi.advanceTimersByTime(30_000);
    expect(send).toHaveBeenLastCalledWith({ gameid: 0, platform: 'pc' });
  });

  it('stops when the member is cleared (logout) and the game info goes too', () => {
    const send = vi.fn(async () => ({}));
    startMemberHeartbeat(send);
    useGameSession.getState().start({ gameid: 402, platform: 'h5' });
    useMemberStore.getState().clear();
    expect(useGameSession.getState()).toMatchObject({ isLogin: false, gameid: 0, startGame: false });
    vi.advanceTimersByTime(120_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('pauses while the page is hidden and beats once on return', () => {
    const send = vi.fn(async () => ({}));
    const page = fakePage();
    const stop = startHeartbeat({ send, payload: () => ({}), intervalMs: 30_000, page });
    page.show(false);
    vi.advanceTimersByTime(300_000);
    expect(send).toHaveBeenCalledTimes(1);
    page.show(true);
    expect(send).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(30_000);
    expect(send).toHaveBeenCalledTimes(3);
    stop();
    page.show(false);
    page.show(true);
    vi.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('starts paused on a hidden page and ignores a failed beat', async () => {
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    const page = fakePage(false);
    startHeartbeat({ send, payload: () => ({}), intervalMs: 30_000, page });
    vi.advanceTimersByTime(60_000);
    expect(send).not.toHaveBeenCalled();
    page.show(true);
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
