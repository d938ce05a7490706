/** A promise as React's `use` tracks it: once settled, `use` answers from these fields, without suspending. */
export type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * `load(key)` run once per key (a language's table, its UI words): every caller gets the same
 * promise, as React's `use` requires, marked fulfilled once it is, so `use` then answers without
 * suspending. A failed load (a dropped connection) is forgotten, so the next call tries again.
 * Where the promises live is the caller's module (each such module is listed in eslint.config.js).
 */
export function loadOnce<K extends string, T>(load: (key: K) => Promise<T>) {
  const promises = new Map<K, Tracked<T>>();
  return {
    load(key: K): Tracked<T> {
      const known = promises.get(key);
      if (known) return known;
      const promise: Tracked<T> = load(key).then(
        (value) => {
          Object.assign(promise, { status: 'fulfilled', value });
          return value;
        },
        (error: unknown) => {
          promises.delete(key);
          throw error;
        },
      );
      promise.status = 'pending';
      promises.set(key, promise);
      return promise;
    },
    /** What `key` loaded, if it has: without starting a load. */
    loaded(key: K): T | undefined {
      const promise = promises.get(key);
      return promise?.status === 'fulfilled' ? promise.value : undefined;
    },
  };
}
