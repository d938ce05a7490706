import { describe, expect, it } from 'vitest';
import { ar, es, fr } from '../../scripts/ui/words.ts';
import { localeInfo } from '../../src/content/locales.ts';
import { documentLanguages } from '../../src/content/document-types.ts';

/**
 * Each language's numbers, dates and documents' languages (src/components/i18n/format.ts) must read
 * exactly as the browser's Intl writes them (Latin digits), which is what a reader of that
 * language expects.
 */
const dictionaries = { ar, es, fr } as const;
const numbers = [0, 1, 5, 42, 999, 1000, 1001, 1234.5, 9999, 10000, 12345, 99999.99, 123456, 1234567.891, 0.25, 0.001, 3.14159, 151.163, 408.88, -1500, -0.5, 1e6, 2_500_000];
const fixed: [number, number][] = [[151.163, 2], [408.88, 2], [1234.5, 2], [12345.678, 2], [0.005, 2], [1.005, 2], [2.5, 0], [3.45, 1], [0.04, 1], [9.96, 1], [1023.96, 1], [999.95, 1], [12.5, 1], [7, 3], [-1234.5, 2]];

describe.each(Object.entries(dictionaries))('%s numbers, dates and language names', (locale, ui) => {
  const tag = localeInfo[locale as keyof typeof dictionaries].intl;

  it('a number reads as Intl writes it', () => {
    const intl = new Intl.NumberFormat(tag, { numberingSystem: 'latn', maximumFractionDigits: 20 });
    for (const n of numbers) expect(ui.format.number(n), String(n)).toBe(intl.format(n));
  });

  it('a number with fixed decimals reads as Intl writes it (rounded half up on the number as written)', () => {
    for (const [n, digits] of fixed) {
      const intl = new Intl.NumberFormat(tag, { numberingSystem: 'latn', minimumFractionDigits: digits, maximumFractionDigits: digits });
      expect(ui.format.fixed(n, digits), `${n} to ${digits}`).toBe(intl.format(n));
    }
  });

  it('a list reads as Intl.ListFormat writes it (issue 46 item 4: the language\'s own separator and conjunction)', () => {
    const intl = new Intl.ListFormat(tag);
    const lists = [[], ['W320'], ['FOB', 'CIF'], ['Acetaminophen', 'APAP', 'باراسيتامول'], ['A', 'B', 'C', 'D'], ['agua', 'Ibuprofeno'], ['agua', 'hielo'], ['sal', 'hidróxido'], ['sal', 'hierro']];
    for (const list of lists) expect(ui.format.list(list), list.join('|')).toBe(intl.format(list));
  });

  it('a date reads as Intl writes it, every month; a bare year stays', () => {
    const intl = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' });
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 28]) {
        const value = `2027-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        expect(ui.format.date(value), value).toBe(intl.format(new Date(Date.UTC(2027, month - 1, day))));
      }
    }
    expect(ui.format.date('2019')).toBe('2019');
  });

  it("every document language is named as Intl.DisplayNames names it", () => {
    const intl = new Intl.DisplayNames([tag], { type: 'language', fallback: 'code' });
    for (const code of documentLanguages) expect(ui.trade.documentLanguage[code], code).toBe(intl.of(code));
  });
});

describe('lists', () => {
  // Issue 46: Arabic lists (synonyms, Incoterms, grades) are never joined with a Latin comma.
  it('an Arabic list has no Latin comma', () => {
    expect(ar.format.list(['فلفل أسود', 'فلفل أبيض', 'فلفل أخضر'])).not.toContain(',');
  });
});
