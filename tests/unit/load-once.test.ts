import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../src/routing/load-once.ts';

describe('loadOnce (a language table, a dictionary: fetched once per visit)', () => {
  it('gives every caller the same promise, marked fulfilled for React’s `use`, and loads each key once', async () => {
    const calls: string[] = [];
    const tables = loadOnce(async (key: 'ar' | 'fr') => {
      calls.push(key);
      return { key };
    });
    expect(tables.loaded('ar')).toBeUndefined();
    const first = tables.load('ar');
    expect(tables.load('ar')).toBe(first);
    expect(first.status).toBe('pending');
    const value = await first;
    expect(first).toMatchObject({ status: 'fulfilled', value });
    expect(tables.loaded('ar')).toBe(value);
    await tables.load('fr');
    expect(calls).toEqual(['ar', 'fr']);
  });

  it('forgets a failed load (a dropped connection), so the next call tries again', async () => {
    let attempts = 0;
    const tables = loadOnce(async (key: 'ar') => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return key;
    });
    await expect(tables.load('ar')).rejects.toThrow('offline');
    expect(tables.loaded('ar')).toBeUndefined();
    await expect(tables.load('ar')).resolves.toBe('ar');
    expect(attempts).toBe(2);
  });
});
