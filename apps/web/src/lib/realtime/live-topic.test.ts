import type { LiveRound } from '@houseline/shared/api/contract/live-tables';
import { describe, expect, it, vi } from 'vitest';
import { followLive, liveWanted, onLiveWantedChange, publishLive } from './live-topic.ts';

const ROUND = { tableId: 1, roundId: 2 } as LiveRound;

describe('live topic', () => {
  it('is wanted while anyone follows, hands every push to every follower, and stops once per follow', () => {
    const changed = vi.fn();
    const off = onLiveWantedChange(changed);
    const a = vi.fn();
    const b = vi.fn();
    expect(liveWanted()).toBe(false);
    const stopA = followLive(a);
    const stopA2 = followLive(a);
    const stopB = followLive(b);
    expect(liveWanted()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    publishLive(ROUND);
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledWith(ROUND);
    stopA();
    stopA();
    stopB();
    expect(liveWanted()).toBe(true);
    publishLive(ROUND);
    expect(a).toHaveBeenCalledTimes(3);
    stopA2();
    expect(liveWanted()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(2);
    off();
  });
});
