import { describe, expect, it, vi } from 'vitest';
import { isNativeApp, postNativeMessage, requestNativeLogin } from './native-bridge.ts';

describe('native bridge', () => {
  it('is absent in a plain browser', () => {
    expect(isNativeApp({})).toBe(false);
    expect(requestNativeLogin({})).toBe(false);
  });

  it('posts JSON to the Android bridge', () => {
    const postMessage = vi.fn();
    const win = { HouselineNative: { postMessage } };
    expect(isNativeApp(win)).toBe(true);
    expect(requestNativeLogin(win)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('{"type":"login"}');
  });

  it('posts JSON to the iOS script message handler', () => {
    const postMessage = vi.fn();
    const win = { webkit: { messageHandlers: { houseline: { postMessage } } } };
    expect(postNativeMessage({ type: 'open', url: '/x' }, win)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('{"type":"open","url":"/x"}');
  });

  it('reports a throwing bridge as not delivered', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = {
      HouselineNative: {
        postMessage: () => {
          throw new Error('gone');
        },
      },
    };
    expect(requestNativeLogin(win)).toBe(false);
    vi.restoreAllMocks();
  });
});
