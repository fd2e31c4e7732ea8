import { describe, expect, it } from 'vitest';
import { DEVICE_ID_KEY, DEVICE_ID_PATTERN, getDeviceId, randomToken } from './device-id.ts';
import { safeStorage } from './safe-storage.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';

describe('device id', () => {
  it('is h5_<platform>_<random>_<random> and is kept in local storage', () => {
    const store = safeStorage(() => undefined);
    const id = getDeviceId(store, IPHONE);
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(id.startsWith('h5_ios_')).toBe(true);
    expect(store.get(DEVICE_ID_KEY)).toBe(id);
    expect(getDeviceId(store, IPHONE)).toBe(id);
  });

  it('uses android for non-Apple devices and differs between devices', () => {
    const a = getDeviceId(
      safeStorage(() => undefined),
      ANDROID,
    );
    const b = getDeviceId(
      safeStorage(() => undefined),
      ANDROID,
    );
    expect(a.startsWith('h5_android_')).toBe(true);
    expect(a).not.toBe(b);
  });

  it('replaces a stored value that is not a device id', () => {
    const store = safeStorage(() => undefined);
    store.set(DEVICE_ID_KEY, 'garbage');
    expect(getDeviceId(store, ANDROID)).toMatch(DEVICE_ID_PATTERN);
  });

  it('makes random parts of the asked length from [0-9a-z]', () => {
    expect(randomToken(16)).toMatch(/^[0-9a-z]{16}$/);
  });
});
