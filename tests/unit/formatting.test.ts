import { describe, expect, it } from 'vitest';
import { format } from '../../src/components/i18n/format.ts';

// English as the site writes it (en-GB through Intl): what the facts and counts on English pages say.
describe('format.number', () => {
  it('groups thousands as English does', () => {
    const english = new Intl.NumberFormat('en');
    for (const n of [0, 7, 999, 1000, 3000, 12345, 999999, 1000000, 1234567890]) expect(format.number(n)).toBe(english.format(n));
  });
});

describe('format.date', () => {
  it('writes an ISO date as day, month name and year, as en-GB does', () => {
    const english = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const iso of ['2027-03-31', '2026-01-01', '2030-12-09', '2028-02-29']) {
      const [y, m, d] = iso.split('-').map(Number);
      expect(format.date(iso)).toBe(english.format(new Date(Date.UTC(y!, m! - 1, d))));
    }
  });
  it('leaves a bare year as it is', () => {
    expect(format.date('2019')).toBe('2019');
  });
});
