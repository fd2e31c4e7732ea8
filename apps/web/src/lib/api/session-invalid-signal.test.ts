import { describe, expect, it, vi } from 'vitest';
import { createSessionInvalidSignal } from './session-invalid-signal.ts';

describe('the invalid-session signal', () => {
  it('reaches the handler at once when it is set', () => {
    const signal = createSessionInvalidSignal();
    const handler = vi.fn();
    signal.setHandler(handler);
    signal.fire();
    expect(handler).toHaveBeenCalledOnce();
  });

  it('keeps a signal that came before the handler and delivers it once the handler is set', () => {
    const signal = createSessionInvalidSignal();
    signal.fire();
    const handler = vi.fn();
    signal.setHandler(handler);
    expect(handler).toHaveBeenCalledOnce();
    const next = vi.fn();
    signal.setHandler(next);
    expect(next).not.toHaveBeenCalled();
  });
});
