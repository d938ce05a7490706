import { localeInfo, type Locale } from '../../content/locales.ts';
import { formatCount } from '../ui/use-paged-list.ts';

/**
 * Numbers and dates in the page's language. English keeps its hand-made formats (use-paged-list's
 * formatCount, "31 March 2027"): creating an Intl formatter loads the locale's data, some 30 ms of
 * a phone's main thread on the home page, and English pages must not pay for other languages.
 * Other locales use the browser's Intl with `localeInfo[locale].intl`, one formatter per locale and
 * kind, made on first use. Digits stay Latin (0-9) in Arabic too: CAS numbers, HS codes, prices
 * and quantities on the same page are written that way, as Gulf and North African trade documents
 * do; a mix of digit systems would read worse.
 */
const numberFormats: Partial<Record<Locale, Intl.NumberFormat>> = {};
const dateFormats: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

function numberFormat(locale: Locale): Intl.NumberFormat {
  return (numberFormats[locale] ??= new Intl.NumberFormat(localeInfo[locale].intl, { numberingSystem: 'latn', maximumFractionDigits: 20 }));
}

/** A count as "3,000" (English), "3 000" (French), "3.000" (Spanish), "3,000" (Arabic, Latin digits). */
export function formatNumber(locale: Locale, n: number): string {
  return locale === 'en' ? formatCount(n) : numberFormat(locale).format(n);
}

/** A number with exactly `digits` decimals ("151.16"; "151,16" in French and Spanish). */
export function formatFixed(locale: Locale, n: number, digits: number): string {
  if (locale === 'en') return n.toFixed(digits);
  return new Intl.NumberFormat(localeInfo[locale].intl, { numberingSystem: 'latn', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}

// Named by hand for English (see above).
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2027-03-31" as "31 March 2027" ("31 mars 2027", "31 de marzo de 2027", "31 مارس 2027"); a bare year stays as it is. */
export function formatDate(locale: Locale, value: string): string {
  if (/^\d{4}$/.test(value)) return value;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d));
  if (locale === 'en') return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  const format = (dateFormats[locale] ??= new Intl.DateTimeFormat(localeInfo[locale].intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }));
  return format.format(date);
}

/** A country's name in the page's language from its ISO 3166 code ("AE": "Emirats arabes unis"), or `fallback`. */
export function countryName(locale: Locale, code: string, fallback: string): string {
  if (locale === 'en') return fallback;
  try {
    return new Intl.DisplayNames([localeInfo[locale].intl], { type: 'region', fallback: 'none' }).of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
