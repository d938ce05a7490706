import { seenPriceProblem, type SeenPrice } from '../../src/features/enquiry/rules.ts';

const amount = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The indicative price a buyer saw with a line, for the sales staff (English, as the desk):
 * `USD 4.20-4.60 per kg, FOB, valid until 31 Jan 2027`, and `, expired by then` when the
 * enquiry came after that day (a list kept in the browser for weeks carries the old price), so
 * sales answer against the price the buyer saw and know whether it still stood. `receivedAt`:
 * the enquiry's ISO time. Empty when the line has no such price (or a stored one is malformed).
 */
export function seenPriceText(value: unknown, receivedAt?: string): string {
  if (value === undefined || seenPriceProblem(value) !== null) return '';
  const price = value as SeenPrice;
  const band = price.min === price.max ? amount.format(price.min) : `${amount.format(price.min)}-${amount.format(price.max)}`;
  const expired = receivedAt !== undefined && receivedAt.slice(0, 10) > price.validUntil;
  return `${price.currency} ${band} per ${price.unit}, ${price.incoterm}, valid until ${day.format(new Date(`${price.validUntil}T00:00:00Z`))}${expired ? ', expired by then' : ''}`;
}
