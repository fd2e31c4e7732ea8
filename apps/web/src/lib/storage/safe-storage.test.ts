import { describe, expect, it } from 'vitest';
import { safeStorage } from './safe-storage.ts';

function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 };
}

describe('safeStorage', () => {
  it('keeps working in memory when the browser storage throws', () => {
    const store = safeStorage(throwingStorage);
    store.set('t', 'abc');
    expect(store.get('t')).toBe('abc');
    store.remove('t');
    expect(store.get('t')).toBeNull();
  });

  it('survives a storage getter that throws', () => {
    const store = safeStorage(() => {
      throw new Error('no storage');
    });
    store.set('k', 'v');
    expect(store.get('k')).toBe('v');
  });
});
