/**
 * Web storage that never throws: blocked (privacy settings, sandboxed frames), full, or missing,
 * it reads as empty and writes nothing, and the page carries on.
 */
export interface SafeStorage {
  get(key: string): string | null;
  /** False when the value could not be kept. */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

export function safeStorage(kind: 'local' | 'session'): SafeStorage {
  const area = (): Storage | null => {
    try {
      return kind === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const store = area();
        if (!store) return false;
        store.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        area()?.removeItem(key);
      } catch {
        // Nothing to do: the value was never kept.
      }
    },
  };
}
