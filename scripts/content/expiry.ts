import { jsonPath, type Problem } from '../../src/content/problem.ts';
import { addDays, hasPassed } from '../../src/content/iso-date.ts';
import { priceMessages, type Price } from '../../src/content/trade-details.ts';
import { walk } from './checks.ts';
import type { LoadedContent } from './model.ts';

/** A price (src/content/trade-details.ts `price`), recognised by its shape wherever it sits. */
export const isPrice = (v: unknown): v is Price =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && ['currency', 'min', 'max', 'validUntil'].every((k) => k in v) && typeof (v as Price).validUntil === 'string';

/** A certificate (src/content/certificates.ts), recognised by its shape: type, issuer, number and validUntil. */
export const isCertificate = (v: unknown): v is { type: string; issuer: string; number: string; validUntil: string } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && ['type', 'issuer', 'number', 'validUntil'].every((k) => k in v);

/** What the content load dropped because its day had passed: one line per price or certificate. */
export interface Dropped extends Problem {
  kind: 'price' | 'certificate';
}

/**
 * Removes every price and certificate whose `validUntil` is before `today` from parsed content,
 * in place: an array loses the item, an object the key (a grade's price takes its grade with it).
 * Done once as the content is loaded, so every output made from it (pages, the printed sheet,
 * share pictures, the search index, structured data) agrees, and none needs a rule of its own.
 */
export function dropExpired(file: string, data: unknown, today: string, dropped: Dropped[]): void {
  const expired = (v: unknown): 'price' | 'certificate' | null =>
    isPrice(v) && hasPassed(v.validUntil, today) ? 'price' : isCertificate(v) && hasPassed(v.validUntil, today) ? 'certificate' : null;
  const note = (kind: 'price' | 'certificate', at: (string | number)[], validUntil: string) =>
    dropped.push({
      kind,
      file,
      path: jsonPath([...at, 'validUntil']),
      message:
        kind === 'price'
          ? priceMessages.expired(validUntil)
          : `validUntil ${validUntil} has passed: the site no longer shows this certificate as held. Write the new certificate's number and validUntil once it is renewed`,
    });
  const visit = (value: unknown, at: (string | number)[]) => {
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        const item = value[i];
        // A grade's price ({grade, price}) goes with its grade: a grade without a price says nothing.
        const inner = typeof item === 'object' && item !== null && 'grade' in item && 'price' in item ? (item as { price: unknown }).price : item;
        const kind = expired(inner);
        if (kind) {
          note(kind, inner === item ? [...at, i] : [...at, i, 'price'], (inner as Price).validUntil);
          value.splice(i, 1);
        } else visit(item, [...at, i]);
      }
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const kind = expired(record[key]);
      if (kind) {
        note(kind, [...at, key], (record[key] as Price).validUntil);
        delete record[key];
      } else visit(record[key], [...at, key]);
    }
    // An emptied list of grade prices is no list: the schema asks for one at least.
    if (Array.isArray(record.gradePrices) && record.gradePrices.length === 0) delete record.gradePrices;
  };
  visit(data, []);
  // Reported in the order of the file.
  dropped.sort((a, b) => (a.file === b.file ? 0 : a.file < b.file ? -1 : 1));
}

/**
 * Removes from a product's `certificates` (types, e.g. "halal") those the company no longer holds
 * a valid certificate of (dropped above): a product is never shown as covered by an expired one.
 */
export function dropUnheld(data: unknown, held: ReadonlySet<string>): void {
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const list = record[key];
      if (key === 'certificates' && Array.isArray(list) && list.every((t) => typeof t === 'string')) {
        const kept = list.filter((t) => held.has(t));
        if (kept.length) record[key] = kept;
        else delete record[key];
      } else visit(list);
    }
  };
  visit(data);
}

/** How many days ahead the launch check warns: a price is re-quoted in two weeks, a certificate renewed in a month. */
export const PRICE_WARNING_DAYS = 14;
export const CERTIFICATE_WARNING_DAYS = 30;

/**
 * Prices that expire within 14 days and certificates within 30 (from `today`, inclusive), in the
 * files the site shows: the launch check lists them so they are renewed before the site drops them.
 */
export function expiringSoon(content: Pick<LoadedContent, 'site' | 'siteFile' | 'pages' | 'entries'>, today: string): Problem[] {
  const out: Problem[] = [];
  const priceLimit = addDays(today, PRICE_WARNING_DAYS);
  const certificateLimit = addDays(today, CERTIFICATE_WARNING_DAYS);
  const visit = (file: string, data: unknown) =>
    walk(data, (v, at) => {
      if (isPrice(v) && v.validUntil >= today && v.validUntil <= priceLimit) {
        out.push({ file, path: jsonPath([...at, 'validUntil']), message: `price expires on ${v.validUntil} (within ${PRICE_WARNING_DAYS} days): write the new price and its validUntil, or the site stops showing it the day after` });
      } else if (isCertificate(v) && v.validUntil >= today && v.validUntil <= certificateLimit) {
        out.push({ file, path: jsonPath([...at, 'validUntil']), message: `certificate expires on ${v.validUntil} (within ${CERTIFICATE_WARNING_DAYS} days): renew it and write the new number and validUntil, or the site stops showing it as held the day after` });
      }
    });
  visit(content.siteFile, content.site);
  for (const p of content.pages) visit(p.file, p.data);
  for (const e of content.entries) visit(e.file, e.data);
  return out;
}
