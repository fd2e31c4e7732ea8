import { describe, expect, it, vi } from 'vitest';
import { beginBusy, isBusy, whenIdle, whileBusy } from './busy.ts';

describe('busy counter', () => {
  it('runs a waiter at once when idle', () => {
    const cb = vi.fn();
    whenIdle(cb);
    expect(cb).toHaveBeenCalledOnce();
  });

  it('defers a waiter until the last busy task ends', () => {
    const cb = vi.fn();
    const endA = beginBusy();
    const endB = beginBusy();
    whenIdle(cb);
    endA();
    endA();
    expect(isBusy()).toBe(true);
    expect(cb).not.toHaveBeenCalled();
    endB();
    expect(isBusy()).toBe(false);
    expect(cb).toHaveBeenCalledOnce();
  });

  it('whileBusy ends the busy period even when the task fails', async () => {
    const cb = vi.fn();
    const task = whileBusy(async () => {
      whenIdle(cb);
      throw new Error('submit failed');
    });
    await expect(task).rejects.toThrow('submit failed');
    expect(cb).toHaveBeenCalledOnce();
    expect(isBusy()).toBe(false);
  });
});
