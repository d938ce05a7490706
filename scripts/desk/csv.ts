import { seenPriceText } from '../server/seen-price-text.ts';
import { itemsOf } from '../server/enquiry-store.ts';
import { FIELD_ORDER, fieldLabel } from './enquiries.ts';

/**
 * The desk's export: RFC 4180 (CRLF, fields quoted when they hold a comma, quote or line break),
 * UTF-8 with a byte-order mark so Excel reads Arabic and accented names right, one row per line
 * item (an enquiry without lines is one row). A cell that starts like a formula (= + - @, or a tab
 * or carriage return before one) gets a leading apostrophe: opened in a spreadsheet, a buyer's
 * "=HYPERLINK(…)" stays text instead of running (OWASP's CSV injection advice).
 */
export const BOM = '\uFEFF';

export const CSV_COLUMNS = [
  'Reference',
  'Received',
  'Status',
  ...FIELD_ORDER.map(fieldLabel),
  'Line',
  'Product',
  'Quantity',
  'Unit',
  'Grade or size',
  'Sample',
  'Target price',
  'Currency',
  'Documents',
  'Price seen',
];

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * A price the buyer saw on the site: the line's indicative price band as the site keeps it
 * (`{currency, min, max, unit, incoterm, validUntil}`, scripts/server/seen-price-text.ts), else
 * however else it was kept: `{amount, currency}`, a number or text.
 */
export function priceText(value: unknown, receivedAt?: string): string {
  const seen = seenPriceText(value, receivedAt);
  if (seen) return seen;
  if (value && typeof value === 'object') {
    const { amount, currency, unit } = value as Record<string, unknown>;
    return [str(amount), str(currency), unit ? `per ${str(unit)}` : ''].filter(Boolean).join(' ');
  }
  return str(value);
}

/** The rows of one enquiry. */
export function csvRows(meta: { reference: string; receivedAt: string; status: string }, record: Record<string, unknown>): string {
  const head = [meta.reference, meta.receivedAt, meta.status, ...FIELD_ORDER.map((key) => str(record[key]))];
  const items = itemsOf(record);
  if (items.length === 0) return csvLine(head);
  return items
    .map((item, i) => {
      const price = item.targetPrice as Record<string, unknown> | undefined;
      return csvLine([
        ...head,
        i + 1,
        str(item.product),
        str(item.quantity),
        str(item.unit),
        str(item.variant),
        item.sample === true ? 'yes' : '',
        str(price?.amount),
        str(price?.currency),
        Array.isArray(item.documents) ? item.documents.map(str).join('; ') : '',
        priceText(item.seenPrice, meta.receivedAt),
      ]);
    })
    .join('');
}
