import type { Locale } from '../../content/locales.ts';
import { numberFormat, once } from './messages.ts';

/** How a page writes numbers, lists and dates: the browser's Intl, in the page's language. */
export interface Format {
  /** A list: "A, B and C", "أ وب وج". */
  list(items: readonly string[]): string;
  /** A number: "3,000", "3.000", "3 000". */
  number(n: number): string;
  /** A number with exactly `digits` decimals: "151.16", "151,16". */
  fixed(n: number, digits: number): string;
  /** "2027-03-31" as "31 March 2027"; a bare year stays as it is. */
  date(value: string): string;
}

// English as the site has always written it: "A, B and C", "31 March 2027" (British order, no
// serial comma), which Intl's "en" (American) does not.
const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : locale);

/**
 * The page's formats, created on first use (creating an Intl object loads its language's data):
 * digits stay Latin in Arabic too (./messages.ts says why).
 */
export const formatFor = once((locale: Locale): Format => {
  let list: Intl.ListFormat | undefined;
  let date: Intl.DateTimeFormat | undefined;
  const fixed = once((digits: number) => new Intl.NumberFormat(locale, { numberingSystem: 'latn', minimumFractionDigits: digits, maximumFractionDigits: digits }));
  return {
    list: (items) => (list ??= new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' })).format(items),
    number: (n) => numberFormat(locale).format(n),
    fixed: (n, digits) => fixed(digits).format(n),
    date: (value) => {
      if (/^\d{4}$/.test(value)) return value;
      const [y, m, d] = value.split('-').map(Number);
      date ??= new Intl.DateTimeFormat(intlLocale(locale), { numberingSystem: 'latn', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      return date.format(new Date(Date.UTC(y!, m! - 1, d)));
    },
  };
});

/** English formats: what a component names in `useUi({ format: enFormat })` (the page's language answers). */
export const format: Format = formatFor('en');
