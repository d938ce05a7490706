// Named by hand, not with Intl: creating a formatter loads the locale's data (tens of milliseconds
// on a phone), and English pages must not pay for it (nor carry the code: other locales' formats
// are in their own dictionaries' chunks, written by hand too: ui/locale-format.ts).
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A count (a whole number) as "3,000", the same in the static render and in every browser.
 * Grouped by hand, not with Intl.NumberFormat (see above): about 30 ms of a phone's main thread
 * while the app starts (measured on the home page).
 */
export function formatCount(n: number): string {
  const [whole = '', fraction] = String(n).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** English: numbers and dates as the site has always shown them ("3,000", "31 March 2027"). */
export const format = {
  /** A count: "3,000". */
  number: (n: number): string => formatCount(n),
  /** A number with exactly `digits` decimals: "151.16". */
  fixed: (n: number, digits: number): string => n.toFixed(digits),
  /** Items of a list as one line: "FOB, CFR, CIF" (Arabic joins with its own comma, "،"). */
  list: (items: readonly string[]): string => items.join(', '),
  /** "2027-03-31" as "31 March 2027"; a bare year stays as it is. */
  date: (value: string): string => {
    if (/^\d{4}$/.test(value)) return value;
    const [y, m, d] = value.split('-').map(Number);
    const date = new Date(Date.UTC(y!, m! - 1, d));
    return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  },
};
