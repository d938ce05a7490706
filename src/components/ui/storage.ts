/**
 * Web storage that never throws: blocked (privacy settings, sandboxed frames), full, or missing,
 * it reads as empty and writes nothing (`set` says false), and the page carries on.
 */
export function safeStorage(kind: 'local' | 'session') {
  const area = (): Storage | null => {
    try {
      return kind === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    get(key: string): string | null {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): boolean {
      try {
        const store = area();
        if (!store) return false;
        store.setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key: string): void {
      try {
        area()?.removeItem(key);
      } catch {
        // Nothing to do: the value was never kept.
      }
    },
  };
}
