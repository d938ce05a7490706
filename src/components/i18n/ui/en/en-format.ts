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

/**
 * A list as Intl.ListFormat writes it in the language (conjunction): "A, B and C"; by hand like the
 * numbers (tests/unit/locale-format.test.ts compares the two). `last` is the word before the last
 * item, which may depend on that item (Spanish "y" / "e"); `comma` what separates the others.
 */
export function listWith(comma: string, last: (item: string) => string): (items: readonly string[]) => string {
  return (items) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(comma)}${last(items.at(-1)!)}${items.at(-1)!}`);
}

/** English: numbers and dates as the site has always shown them ("3,000", "31 March 2027"). */
export const format = {
  /** A list: "A, B and C". */
  list: listWith(', ', () => ' and '),
  /** A count: "3,000". */
  number: (n: number): string => formatCount(n),
  /** A number with exactly `digits` decimals: "151.16". */
  fixed: (n: number, digits: number): string => n.toFixed(digits),
  /** "2027-03-31" as "31 March 2027"; a bare year stays as it is. */
  date: (value: string): string => {
    if (/^\d{4}$/.test(value)) return value;
    const [y, m, d] = value.split('-').map(Number);
    const date = new Date(Date.UTC(y!, m! - 1, d));
    return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  },
};
