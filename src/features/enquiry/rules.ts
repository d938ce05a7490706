/**
 * The enquiry's fields and validation rules, shared by the browser form and the local
 * enquiry service (scripts/server/enquiry-service.ts), so both always accept and reject the same input.
 * Plain TypeScript: no DOM, no Node, no zod (it must stay out of the browser bundle).
 */
import { countryNames } from './countries.ts';
import { isIsoDate } from '../../content/iso-date.ts';
import { isLocale, locales, type Locale } from '../../content/locales.ts';
import {
  brokenCharacterProblem,
  CURRENCIES,
  DOCUMENT_NAME_MAX_LENGTH,
  isBlank,
  isCurrency,
  isUnit,
  lineProblem,
  MAX_ITEMS,
  MAX_LINE_DOCUMENTS,
  parsePrice,
  parseQuantity,
  PRICE_MAX,
  PRODUCT_MAX_LENGTH,
  QUANTITY_MAX,
  tooLong,
  UNITS,
  VARIANT_MAX_LENGTH,
  type Currency,
  type Unit,
} from './line-rules.ts';

/** The four fields every enquiry has (the contract's "Contact enquiry"). */
export const requiredFields = [
  { name: 'first-name', label: 'First name', type: 'text', autoComplete: 'given-name', maxLength: 100 },
  { name: 'last-name', label: 'Last name', type: 'text', autoComplete: 'family-name', maxLength: 100 },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: 254 },
  // The message as sent also lists the products (composeMessage), so it may be longer than what a visitor can type.
  { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'off', maxLength: 20_000 },
] as const;

/** What a buyer may add for a quotation (the contract's "Enquiry list"). */
export const optionalFields = [
  { name: 'company', label: 'Company', type: 'text', autoComplete: 'organization', maxLength: 200 },
  { name: 'country', label: 'Country', type: 'country', autoComplete: 'country-name', maxLength: 100 },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', maxLength: 40 },
  { name: 'port', label: 'Destination port', type: 'text', autoComplete: 'off', maxLength: 100 },
  { name: 'incoterm', label: 'Incoterm', type: 'incoterm', autoComplete: 'off', maxLength: 20 },
] as const;

export const enquiryFields = [...requiredFields, ...optionalFields] as const;

export type RequiredField = (typeof requiredFields)[number]['name'];
export type OptionalField = (typeof optionalFields)[number]['name'];
export type EnquiryField = RequiredField | OptionalField;
export type EnquiryValues = Record<EnquiryField, string>;

/** How long a message a visitor can type: the rest of `message`'s limit is room for the product lines. */
export const TYPED_MESSAGE_MAX = 10_000;


/**
 * The Incoterms 2020 a buyer can ask for. Not EXW: under EXW the buyer clears the goods for export,
 * and a foreign buyer cannot be the exporter of record in India (FCA at a named place instead).
 */
export const INCOTERMS = [
  { code: 'FCA', name: 'Free Carrier' },
  { code: 'FOB', name: 'Free On Board' },
  { code: 'CFR', name: 'Cost and Freight' },
  { code: 'CIF', name: 'Cost, Insurance and Freight' },
  { code: 'CPT', name: 'Carriage Paid To' },
  { code: 'CIP', name: 'Carriage and Insurance Paid To' },
  { code: 'DAP', name: 'Delivered At Place' },
  { code: 'DDP', name: 'Delivered Duty Paid' },
] as const;
export type Incoterm = (typeof INCOTERMS)[number]['code'];


/** A buyer's target price for a line, per unit of the line: `{"amount": 1450, "currency": "USD"}`. */
export interface TargetPrice {
  amount: number;
  currency: Currency;
}

/**
 * The indicative price the product's page showed when the buyer added the line: sales answer
 * against it. `{"currency": "USD", "min": 4.2, "max": 4.6, "unit": "kg", "incoterm": "FOB", "validUntil": "2027-01-31"}`.
 */
export interface SeenPrice {
  currency: string;
  min: number;
  max: number;
  unit: string;
  incoterm: string;
  validUntil: string;
}

/** Why a line's seenPrice is not one, or null. Shape only: the page that showed it checked it against ISO 4217 and the Incoterms. */
export function seenPriceProblem(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'must be an object';
  const record = value as Record<string, unknown>;
  const extra = Object.keys(record).filter((k) => !['currency', 'min', 'max', 'unit', 'incoterm', 'validUntil'].includes(k));
  if (extra.length) return `has unknown keys: ${extra.join(', ')}`;
  const { currency, min, max, unit, incoterm, validUntil } = record;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return 'needs a currency code of three capital letters';
  if (typeof min !== 'number' || typeof max !== 'number' || !(min > 0) || !(max >= min) || max > PRICE_MAX) return `needs a lowest and highest price (numbers greater than 0, at most ${PRICE_MAX.toLocaleString('en')}, lowest first)`;
  if (typeof unit !== 'string' || !/^[\p{L}\p{N}' ]{1,20}$/u.test(unit)) return 'needs a unit';
  if (typeof incoterm !== 'string' || !/^[A-Z]{3}$/.test(incoterm)) return 'needs an Incoterm';
  if (typeof validUntil !== 'string' || !isIsoDate(validUntil)) return 'needs the date it is valid until (YYYY-MM-DD)';
  return null;
}

/**
 * One line of the enquiry list as sent: `{"product": "Cashew kernels, white wholes", "quantity": 2,
 * "unit": "FCL 20'", "variant": "W320", "sample": true, "targetPrice": {"amount": 6.4, "currency": "USD"}}`;
 * the optional keys only when given.
 */
export interface EnquiryItem {
  product: string;
  quantity: number;
  unit: Unit;
  /** "Grade or size": one of the grades or sizes the product's page lists. */
  variant?: string;
  /** "Sample wanted". */
  sample?: true;
  targetPrice?: TargetPrice;
  /** "Documents wanted": the names of the documents ticked, when any. */
  documents?: string[];
  /** The indicative price the product's page showed when the line was added. */
  seenPrice?: SeenPrice;
}

/** The JSON body the form sends: the required keys, optional ones when filled, and the products. */
export type EnquiryPayload = Record<RequiredField, string> & Partial<Record<OptionalField, string>> & { items?: EnquiryItem[]; locale?: Locale };

export const HONEYPOT_FIELD = '_gotcha';

/**
 * How long the form was on screen before it was sent: the app sends the milliseconds since it drew
 * the form (`_elapsed`, no clock but the browser's own involved); a page the server drew carries
 * the time it drew it, signed (`_drawn`). Sooner than MIN_FILL_MS is a bot, answered like the honeypot.
 */
export const ELAPSED_FIELD = '_elapsed';
export const DRAWN_FIELD = '_drawn';
export const MIN_FILL_MS = 3000;

/**
 * A submission's idempotency key: made by the browser, kept with the draft until the enquiry is
 * sent, and sent with every attempt, so a retry after a lost answer is not stored twice. The form
 * sends it as this header to the local service; other clients may put it in the body as `_key`.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_FIELD = '_key';

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{16,100}$/.test(value);
}

/** The HTML `pattern` of the e-mail input, as the contract names it; the rule below is stricter. */
export const EMAIL_PATTERN = '\\S+@\\S+';

/**
 * A real address shape: a dot-atom local part (no spaces, quotes or angle brackets, no leading,
 * trailing or double dots) and a domain of letter-or-digit labels with a top-level name of letters.
 */
const emailRule =
  /^(?!\.)(?!.*\.\.)[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]{1,64}(?<!\.)@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;

/** Digits, spaces and the usual punctuation of phone numbers, with at least six digits. */
const phoneRule = /^(?=(?:\D*\d){6})[\d\s+()./-]+$/;


/** In a message, line breaks and tabs are fine; other controls (NUL, escape, bell ...) are not. */
// eslint-disable-next-line no-control-regex
const messageControlChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** One error in the answer convention of hosted form services: `{ field?, message, code? }`. */
export interface EnquiryError {
  field?: string;
  message: string;
  code?: string;
}

// The pure marks let the header's enquiry link (which needs only the item rules) leave the rest out of the first load.
export const fieldLabels: Record<EnquiryField, string> = /* @__PURE__ */ Object.fromEntries(enquiryFields.map((f) => [f.name, f.label])) as Record<
  EnquiryField,
  string
>;

const fieldNames: ReadonlySet<string> = /* @__PURE__ */ new Set(enquiryFields.map((f) => f.name));
const incoterms: ReadonlySet<string> = /* @__PURE__ */ new Set(INCOTERMS.map((i) => i.code));

/** A field of this form. Own names only: "constructor" or "__proto__" from a service are not fields. */
export function isEnquiryField(name: unknown): name is EnquiryField {
  return typeof name === 'string' && fieldNames.has(name);
}


export function emptyEnquiry(): EnquiryValues {
  return { 'first-name': '', 'last-name': '', email: '', message: '', company: '', country: '', phone: '', port: '', incoterm: '' };
}


/** A honeypot counts as filled by anything but absent, null or an empty string: `1`, `true` and `{}` are bots too. */
export function isHoneypotFilled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** An own property of a parsed JSON object: a service's `"__proto__"` or `"constructor"` key is data, never a lookup. */
export function own(value: unknown, key: string): unknown {
  return value && typeof value === 'object' && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}
const asRecord = (input: unknown): Record<string, unknown> =>
  input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};




/** A line's "Documents wanted": a list of distinct document names, each one line of text. */
function checkDocuments(value: unknown, at: string, name: string): EnquiryError[] {
  if (value === undefined) return [];
  const field = `${at}.documents`;
  if (!Array.isArray(value)) return [{ field, message: `Documents wanted for ${name} must be a list of document names`, code: 'TYPE_LIST' }];
  if (value.length > MAX_LINE_DOCUMENTS) {
    return [{ field, message: `Documents wanted for ${name}: at most ${MAX_LINE_DOCUMENTS}, not ${value.length}`, code: 'TOO_MANY' }];
  }
  const seen = new Set<string>();
  for (const doc of value as unknown[]) {
    if (typeof doc !== 'string' || isBlank(doc)) return [{ field, message: `Documents wanted for ${name}: each must be a document's name`, code: 'TYPE_TEXT' }];
    const problem = lineProblem(doc, DOCUMENT_NAME_MAX_LENGTH);
    if (problem) return [{ field, message: `Documents wanted for ${name}: a name ${problem.message}`, code: problem.code }];
    if (seen.has(doc.trim())) return [{ field, message: `Documents wanted for ${name}: ${doc.trim()} is listed twice`, code: 'DUPLICATE' }];
    seen.add(doc.trim());
  }
  return [];
}

function checkItems(value: unknown): EnquiryError[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return [{ field: 'items', message: 'must be a list of products', code: 'TYPE_LIST' }];
  if (value.length > MAX_ITEMS) {
    return [{ field: 'items', message: `An enquiry can hold at most ${MAX_ITEMS} products; this one has ${value.length}`, code: 'TOO_MANY' }];
  }
  const errors: EnquiryError[] = [];
  const seen = new Set<string>();
  value.forEach((entry: unknown, i) => {
    const item = asRecord(entry);
    const at = `items[${i}]`;
    const product = own(item, 'product');
    if (typeof product !== 'string' || isBlank(product)) {
      errors.push({ field: `${at}.product`, message: `Product ${i + 1} needs a name`, code: 'REQUIRED' });
      return;
    }
    const problem = lineProblem(product, PRODUCT_MAX_LENGTH);
    if (problem) {
      errors.push({ field: `${at}.product`, message: `Product ${i + 1}: the name ${problem.message}`, code: problem.code });
      return;
    }
    const name = product.trim();
    if (seen.has(name)) errors.push({ field: `${at}.product`, message: `${name} is in the list twice`, code: 'DUPLICATE' });
    seen.add(name);
    const quantity = own(item, 'quantity');
    if (typeof quantity !== 'number' || parseQuantity(quantity) === null) {
      errors.push({
        field: `${at}.quantity`,
        message: `Quantity for ${name} must be a number greater than 0 and at most ${QUANTITY_MAX.toLocaleString('en')}`,
        code: 'TYPE_QUANTITY',
      });
    }
    if (!isUnit(own(item, 'unit'))) {
      errors.push({ field: `${at}.unit`, message: `Unit for ${name} must be one of ${UNITS.join(', ')}`, code: 'TYPE_UNIT' });
    }
    errors.push(...checkLineDetails(item, at, name));
    errors.push(...checkDocuments(own(item, 'documents'), at, name));
  });
  return errors;
}

/** A line's optional details: its grade or size, a sample, a target price. */
function checkLineDetails(item: Record<string, unknown>, at: string, name: string): EnquiryError[] {
  const errors: EnquiryError[] = [];
  const variant = own(item, 'variant');
  if (variant !== undefined) {
    const problem = typeof variant !== 'string' || isBlank(variant) ? { message: 'must be a grade or size', code: 'TYPE_TEXT' } : lineProblem(variant, VARIANT_MAX_LENGTH);
    if (problem) errors.push({ field: `${at}.variant`, message: `Grade or size for ${name} ${problem.message}`, code: problem.code });
  }
  const sample = own(item, 'sample');
  if (sample !== undefined && typeof sample !== 'boolean') {
    errors.push({ field: `${at}.sample`, message: `Sample wanted for ${name} must be true or false`, code: 'TYPE_BOOLEAN' });
  }
  const price = own(item, 'targetPrice');
  if (price !== undefined) {
    const record = asRecord(price);
    const amount = own(record, 'amount');
    if (typeof amount !== 'number' || parsePrice(amount) === null) {
      errors.push({
        field: `${at}.targetPrice`,
        message: `Target price for ${name} must be a number greater than 0 and at most ${PRICE_MAX.toLocaleString('en')}`,
        code: 'TYPE_PRICE',
      });
    } else if (!isCurrency(own(record, 'currency'))) {
      errors.push({ field: `${at}.targetPrice`, message: `Currency of the target price for ${name} must be one of ${CURRENCIES.join(', ')}`, code: 'TYPE_CURRENCY' });
    }
  }
  const seen = own(item, 'seenPrice');
  const seenProblem = seen === undefined ? null : seenPriceProblem(seen);
  if (seenProblem) errors.push({ field: `${at}.seenPrice`, message: `The price seen for ${name} ${seenProblem}`, code: 'TYPE_SEEN_PRICE' });
  return errors;
}

/**
 * Checks a submission. Field messages leave out the field's name: the form shows them under
 * the field prefixed with its label ("Email must look like name@company.com"). Product lines
 * are reported as `items[i].quantity` (or `.unit`, `.product`) with messages that name the product.
 */
export function validateEnquiry(input: unknown): EnquiryError[] {
  const record = asRecord(input);
  const errors: EnquiryError[] = [];
  for (const { name, maxLength } of requiredFields) {
    const value = own(record, name);
    if (value !== undefined && typeof value !== 'string') {
      errors.push({ field: name, message: 'must be text', code: 'TYPE_TEXT' });
    } else if (!value || isBlank(value)) {
      errors.push({ field: name, message: 'is required', code: 'REQUIRED' });
    } else if (name === 'message') {
      if (value.trim().length > maxLength) errors.push({ field: name, message: tooLong(maxLength), code: 'TOO_LONG' });
      else if (messageControlChars.test(value)) errors.push({ field: name, message: 'must not contain control characters', code: 'CONTROL_CHARS' });
      else {
        const broken = brokenCharacterProblem(value);
        if (broken) errors.push({ field: name, ...broken });
      }
    } else {
      const problem = lineProblem(value, maxLength);
      if (problem) errors.push({ field: name, ...problem });
      else if (name === 'email' && !emailRule.test(value.trim())) {
        errors.push({ field: name, message: 'must be an e-mail address, like name@company.com', code: 'TYPE_EMAIL' });
      }
    }
  }
  for (const { name, maxLength } of optionalFields) {
    const value = own(record, name);
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      errors.push({ field: name, message: 'must be text', code: 'TYPE_TEXT' });
      continue;
    }
    if (isBlank(value)) continue;
    const problem = lineProblem(value, maxLength);
    if (problem) errors.push({ field: name, ...problem });
    else if (name === 'country' && !countryNames.has(value.trim())) {
      errors.push({ field: name, message: 'must be a country from the list', code: 'TYPE_COUNTRY' });
    } else if (name === 'incoterm' && !incoterms.has(value.trim())) {
      errors.push({ field: name, message: `must be one of ${[...incoterms].join(', ')}`, code: 'TYPE_INCOTERM' });
    } else if (name === 'phone' && !phoneRule.test(value.trim())) {
      errors.push({ field: name, message: 'must be a phone number: digits, spaces and + ( ) - . /, at least six digits', code: 'TYPE_PHONE' });
    }
  }
  errors.push(...checkItems(own(record, 'items')));
  // The language of the page the enquiry was sent from (issue 31): the sales team answers in it.
  const locale = own(record, 'locale');
  if (locale !== undefined && !isLocale(locale)) errors.push({ field: 'locale', message: `must be one of ${locales.join(', ')}`, code: 'TYPE_LOCALE' });
  return errors;
}

/**
 * A submission as the form sends it and the service stores it: text trimmed, optional fields only
 * when filled, products only when there are any. Untyped input only after validateEnquiry found nothing.
 */
export function cleanEnquiry(input: unknown): EnquiryPayload {
  const record = asRecord(input);
  const text = (name: string) => String(own(record, name) ?? '').trim();
  const payload: EnquiryPayload = { 'first-name': text('first-name'), 'last-name': text('last-name'), email: text('email'), message: text('message') };
  for (const { name } of optionalFields) {
    const value = own(record, name);
    if (typeof value === 'string' && !isBlank(value)) payload[name] = value.trim();
  }
  const locale = own(record, 'locale');
  if (isLocale(locale)) payload.locale = locale;
  const items = own(record, 'items');
  if (Array.isArray(items) && items.length > 0) {
    payload.items = items.map((entry: unknown) => {
      const item = asRecord(entry);
      const variant = own(item, 'variant');
      const price = own(item, 'targetPrice');
      const documents = own(item, 'documents');
      return {
        product: String(own(item, 'product')).trim(),
        quantity: Number(own(item, 'quantity')),
        unit: own(item, 'unit') as Unit,
        ...(typeof variant === 'string' && { variant: variant.trim() }),
        ...(own(item, 'sample') === true && { sample: true as const }),
        ...(price !== undefined && {
          targetPrice: { amount: Number(own(asRecord(price), 'amount')), currency: own(asRecord(price), 'currency') as Currency },
        }),
        ...(Array.isArray(documents) && documents.length > 0 && { documents: documents.map((d) => String(d).trim()) }),
        ...(own(item, 'seenPrice') !== undefined && { seenPrice: cleanSeenPrice(own(item, 'seenPrice')) }),
      };
    });
  }
  return payload;
}

/** A valid seenPrice with its keys in order (nothing else carried). */
function cleanSeenPrice(value: unknown): SeenPrice {
  const r = asRecord(value);
  return { currency: String(r.currency), min: Number(r.min), max: Number(r.max), unit: String(r.unit), incoterm: String(r.incoterm), validUntil: String(r.validUntil) };
}
