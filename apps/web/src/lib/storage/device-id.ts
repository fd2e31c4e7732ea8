import { devicePlatform } from '@houseline/shared/form-factor';
import { WEB_LIMITS } from '../../config/web-limits.ts';
import type { KeyValueStore } from './safe-storage.ts';

/** localStorage key of the device id sent as the `device_no` header. */
export const DEVICE_ID_KEY = 'device_no';

/** `h5_<ios|android>_<random>_<random>` (SPEC.md §3). */
export const DEVICE_ID_PATTERN = /^h5_(ios|android)_[0-9a-z]+_[0-9a-z]+$/;

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Random lowercase base-36 text. getRandomValues works in insecure contexts too (randomUUID does not). */
export function randomToken(length: number): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

/** The stored device id, created on first use. */
export function getDeviceId(store: KeyValueStore, userAgent: string): string {
  const existing = store.get(DEVICE_ID_KEY);
  if (existing && DEVICE_ID_PATTERN.test(existing)) return existing;
  const length = WEB_LIMITS.deviceIdRandomLength;
  const id = `h5_${devicePlatform(userAgent)}_${randomToken(length)}_${randomToken(length)}`;
  store.set(DEVICE_ID_KEY, id);
  return id;
}
