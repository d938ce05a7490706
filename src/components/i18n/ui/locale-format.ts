import type { UiStrings } from './en.ts';

/**
 * How a language other than English writes numbers, as the browser's Intl writes them (with Latin
 * digits: `numberingSystem: 'latn'`): tests/unit/locale-format.test.ts checks these against Intl.
 */
export interface NumberStyle {
  /** Between groups of three digits ("1,000", "1.000", "1 000" with a narrow no-break space). */
  readonly group: string;
  readonly decimal: string;
  /** Before a negative number (Arabic's carries a left-to-right mark). */
  readonly minus: string;
  /** Digits the whole part needs before it is grouped: 2 in Spanish ("1000" but "10.000"). */
  readonly minimumGrouping: 1 | 2;
  /** Between the items of a list: ", " unless the language has its own comma (Arabic "، "). */
  readonly listSeparator?: string;
}

/** A day of a year's month in words ("31 de marzo de 2027"); `month` counts from 0. */
export type DateWords = (day: number, month: number, year: number) => string;

/**
 * Numbers and dates of a language other than English, written by hand rather than with Intl, as
 * English's are (en/en-format.ts): the first Intl formatter a page creates loads the language's
 * data, 15-20 ms of main thread on this machine (60-80 ms on Lighthouse's phone), and the product
 * pages format during the take-over (a molecular weight, a document's size and date), so that
 * was one long task on every Arabic, Spanish and French product page. Digits stay Latin (0-9) in
 * Arabic too: CAS numbers, HS codes and quantities on the same page are written that way, as Gulf
 * and North African trade documents do; two digit systems on a page would read worse.
 */
export function localeFormat(style: NumberStyle, dateWords: DateWords): UiStrings['format'] {
  return {
    number: (n) => written(style, n, null),
    fixed: (n, digits) => written(style, n, digits),
    list: (items) => items.join(style.listSeparator ?? ', '),
    date: (value) => {
      if (/^\d{4}$/.test(value)) return value;
      const [y, m, d] = value.split('-').map(Number);
      const date = new Date(Date.UTC(y!, m! - 1, d));
      return dateWords(date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear());
    },
  };
}

/**
 * `n` with its groups and decimal sign; with `digits`, rounded to exactly that many decimals, half
 * away from zero on the number as written ("1.005" gives "1.01", as Intl does; toFixed gives
 * "1.00"), else with the decimals it has.
 */
function written(style: NumberStyle, n: number, digits: number | null): string {
  if (!Number.isFinite(n)) return String(n);
  const abs = Math.abs(n);
  // Exponent notation ("1e21", "1e-7") has no digits to group: such numbers are not on a page.
  if (/e/i.test(String(abs))) return String(n);
  let whole: string;
  let fraction: string;
  if (digits === null) [whole = '', fraction = ''] = String(abs).split('.');
  else {
    const scaled = String(Math.round(Number(`${abs}e${digits}`))).padStart(digits + 1, '0');
    whole = scaled.slice(0, scaled.length - digits);
    fraction = scaled.slice(scaled.length - digits);
  }
  const grouped = whole.length >= 4 + style.minimumGrouping - 1 ? whole.replace(/\B(?=(\d{3})+$)/g, style.group) : whole;
  const text = fraction ? `${grouped}${style.decimal}${fraction}` : grouped;
  return n < 0 && (Number(whole) > 0 || /[1-9]/.test(fraction)) ? `${style.minus}${text}` : text;
}
