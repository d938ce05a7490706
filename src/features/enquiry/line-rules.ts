/**
 * The rules of one product line and of one line of text: what the enquiry list (on every page,
 * through the header's link) needs. Kept apart from rules.ts so the first load of any page does
 * not carry the form's rules and the country list.
 */

import { UNITS, VARIANT_MAX_LENGTH, MAX_VARIANTS, type Unit } from '../../content/quote-lines.ts';

export { MAX_VARIANTS, UNITS, VARIANT_MAX_LENGTH, type Unit };

/**
 * Currencies a target price can be given in (ISO 4217): those the company's buyers trade in, the
 * US dollar first (the default). A short list a phone can scroll, not all 180.
 */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'AED', 'SAR', 'QAR', 'OMR', 'KWD', 'BHD', 'INR', 'EGP', 'KES', 'NGN', 'ZAR', 'CNY', 'JPY', 'SGD', 'AUD', 'CAD', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'USD';
/** A target price per unit above this is a typing slip, not a price. */
export const PRICE_MAX = 1e9;

export const MAX_ITEMS = 50;
export const PRODUCT_MAX_LENGTH = 150;
/** A line may ask for this many documents at most (a product's own list is far shorter). */
export const MAX_LINE_DOCUMENTS = 20;
export const DOCUMENT_NAME_MAX_LENGTH = 100;
/** Far above any real order (a billion kg is a million tonnes), far below where numbers lose precision. */
export const QUANTITY_MAX = 1e9;

/** C0 and C1 controls and DEL: never typed by a person into a single-line field. */
// eslint-disable-next-line no-control-regex
const controlChars = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** Bidirectional overrides and isolates let a name display as something else. */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Text a visitor wrote, as the site shows it: without bidirectional embeddings, overrides and
 * isolates, which can make it display as something else ("\u202Efdp.exe" reads "exe.pdf"). The
 * message keeps them as written (it is stored so); only what is shown drops them.
 */
export function withoutBidiControls(text: string): string {
  return text.replace(/[\u202A-\u202E\u2066-\u2069]/g, '');
}
/**
 * Half of a surrogate pair (half an emoji, cut by a bad copy or a broken client): it cannot be
 * written as UTF-8, so it could be neither stored nor sent on as typed.
 */
const loneSurrogate = /[\uD800-\uDFFF]/u;
/** What shows nothing: spaces, format characters (zero-width space and joiners, soft hyphen, BOM) and filler letters. */
const invisible = /[\p{White_Space}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]|\u034F/gu;

const units: ReadonlySet<string> = /* @__PURE__ */ new Set(UNITS);
const currencies: ReadonlySet<string> = /* @__PURE__ */ new Set(CURRENCIES);

export function isUnit(value: unknown): value is Unit {
  return typeof value === 'string' && units.has(value);
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && currencies.has(value);
}

/** True when a value shows nothing at all: empty, spaces, or only zero-width and other invisible characters. */
export function isBlank(value: string): boolean {
  return value.replace(invisible, '') === '';
}

export const tooLong = (max: number) => `must be at most ${max.toLocaleString('en')} characters`;

/** A problem every text field shares, one line or many: a character that cannot be written as UTF-8. */
export function brokenCharacterProblem(value: string): { message: string; code: string } | null {
  return loneSurrogate.test(value)
    ? { message: 'contains a broken character (half of an emoji or symbol) that cannot be sent: delete it and type it again', code: 'BROKEN_CHARACTER' }
    : null;
}

/**
 * Checks one line of text (a name, a company, a product). Control characters count even at the
 * ends, where trimming would hide a "\r\nBcc:" header injection.
 */
export function lineProblem(value: string, maxLength: number): { message: string; code: string } | null {
  if (value.trim().length > maxLength) return { message: tooLong(maxLength), code: 'TOO_LONG' };
  if (controlChars.test(value)) return { message: 'must be one line of text, without control characters', code: 'CONTROL_CHARS' };
  if (bidiControls.test(value)) return { message: 'must not contain text-direction control characters', code: 'CONTROL_CHARS' };
  return brokenCharacterProblem(value);
}

/** One visible line of at most `max` characters: what a line keeps as a product's, a grade's or a document's name. */
const isVisibleLine = (max: number) => (value: unknown): value is string =>
  typeof value === 'string' && !isBlank(value) && lineProblem(value, max) === null;

/** Names from storage or a page, made safe: each an `isName`, trimmed, once, at most `max` of them. */
const nameList = (isName: (value: unknown) => value is string, max: number) => (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter(isName).map((name) => name.trim()))].slice(0, max) : [];

/** A product name as the enquiry list keeps it: one visible line of at most 150 characters. */
export const isProductName = /* @__PURE__ */ isVisibleLine(PRODUCT_MAX_LENGTH);

/** The quantity a buyer typed, as a number: "2.5" is 2.5; "", "abc", "1e309" or a negative are not quantities. */
export function parseQuantity(value: string | number): number | null {
  const quantity = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(quantity) && quantity > 0 && quantity <= QUANTITY_MAX ? quantity : null;
}

/** A grade or size as a line keeps it ("W320"), and the page's or storage's list of them. */
export const isVariant = /* @__PURE__ */ isVisibleLine(VARIANT_MAX_LENGTH);
export const variantList = /* @__PURE__ */ nameList(isVariant, MAX_VARIANTS);

/** A typed target price ("1450", "1,450.50"), as a number; thousands commas are forgiven, anything else is not a price. */
export function parsePrice(value: string | number): number | null {
  const price = typeof value === 'number' ? value : /^\s*\d{1,3}(,\d{3})+(\.\d+)?\s*$/.test(value) ? Number(value.replace(/,/g, '')) : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(price) && price > 0 && price <= PRICE_MAX ? price : null;
}

/** A document's name as a line asks for it ("Certificate of analysis"), and the page's or storage's list of them. */
export const isDocumentName = /* @__PURE__ */ isVisibleLine(DOCUMENT_NAME_MAX_LENGTH);
export const documentList = /* @__PURE__ */ nameList(isDocumentName, MAX_LINE_DOCUMENTS);
