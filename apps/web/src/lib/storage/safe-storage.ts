/**
 * A Storage that never throws: Safari in private mode, disabled cookies or a full quota make
 * localStorage/sessionStorage throw, and the site must keep working (it just forgets).
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function safeStorage(getStorage: () => Storage | undefined): KeyValueStore {
  const memory = new Map<string, string>();
  const storage = (): Storage | undefined => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };
  return {
    get(key) {
      try {
        const s = storage();
        return s ? s.getItem(key) : (memory.get(key) ?? null);
      } catch {
        return memory.get(key) ?? null;
      }
    },
    set(key, value) {
      memory.set(key, value);
      try {
        storage()?.setItem(key, value);
      } catch {
        // Keep the in-memory copy: better than losing the value for this page's life.
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing more to do.
      }
    },
  };
}

export const local = safeStorage(() => globalThis.localStorage);
export const session = safeStorage(() => globalThis.sessionStorage);
