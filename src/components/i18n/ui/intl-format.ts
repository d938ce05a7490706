import { localeInfo, type Locale } from '../../../content/locales.ts';
import type { UiStrings } from './en.ts';

/**
 * Numbers and dates of a locale other than English, through the browser's Intl with
 * `localeInfo[locale].intl`; imported only by those locales' dictionaries, so it rides in their
 * chunks. Each formatter is made on first use (creating one loads the locale's data). Digits stay
 * Latin (0-9) in Arabic too: CAS numbers, HS codes and quantities on the same page are written
 * that way, as Gulf and North African trade documents do; two digit systems on a page would read
 * worse.
 */
export function intlFormat(locale: Exclude<Locale, 'en'>): UiStrings['format'] {
  const tag = localeInfo[locale].intl;
  let count: Intl.NumberFormat | null = null;
  let day: Intl.DateTimeFormat | null = null;
  return {
    number: (n) => (count ??= new Intl.NumberFormat(tag, { numberingSystem: 'latn', maximumFractionDigits: 20 })).format(n),
    fixed: (n, digits) => new Intl.NumberFormat(tag, { numberingSystem: 'latn', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n),
    date: (value) => {
      if (/^\d{4}$/.test(value)) return value;
      const [y, m, d] = value.split('-').map(Number);
      day ??= new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' });
      return day.format(new Date(Date.UTC(y!, m! - 1, d)));
    },
  };
}

/**
 * A document's language named in `locale` ("français", "الفرنسية"), by the browser's Intl; the
 * names object is made on first use, as the formats above. Falls back to the code.
 */
export function intlLanguageName(locale: Exclude<Locale, 'en'>): UiStrings['trade']['documentLanguage'] {
  let names: Intl.DisplayNames | null = null;
  return (code) => {
    try {
      return (names ??= new Intl.DisplayNames([localeInfo[locale].intl], { type: 'language', fallback: 'code' })).of(code) ?? code;
    } catch {
      // Not a well-formed language code (content's codes are checked; a browser may still refuse one).
      return code;
    }
  };
}
