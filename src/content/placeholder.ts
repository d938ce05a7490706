import { z } from 'zod';
import { isIsoDate } from './iso-date.ts';
import { oneLineRule } from './primitives.ts';

/**
 * Company facts the owner has not given us yet (a registration number, a date, a lab) are
 * written in content as "to be added". The site must never show such a value, nor a made-up
 * number that looks real: the schemas below turn any placeholder into `null`, which the page
 * shows as "Available on request". The launch check reads the raw files and lists the same
 * values (isPlaceholder is the one rule for both).
 */
export const PLACEHOLDER = 'to be added';

const placeholderWords =
  /^(?:to be (?:added|confirmed|provided|updated)|tbd|tba|tbc|pending|placeholder|n\/?a|unknown|none yet|on request|available on request|-+|\.+|…|\?+)$/i;
const placeholderParts = /\b(?:example|sample|dummy|placeholder|lorem|xxx+)\b/i;

/** True for a value that stands in for a fact not known yet: "to be added", "TBD", "XXXX", "0000", "123456789", "sample". */
export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  if (v === '' || placeholderWords.test(v) || placeholderParts.test(v)) return true;
  const core = v.replace(/[^a-z0-9]/gi, '');
  return /^(?:x+|0+|9+)$/i.test(core) || (core.length >= 4 && '01234567890123456789'.includes(core));
}

const placeholderHelp = `Write "${PLACEHOLDER}" until you have it: the site then shows "Available on request" and the launch check lists it.`;

/** A fact as text (a registration number, a lab's name): the value, or null when it is still a placeholder. */
export function factText(description: string) {
  return oneLineRule(z.string())
    .trim()
    .min(1)
    .transform((v) => (isPlaceholder(v) ? null : v))
    .meta({ description: `${description} ${placeholderHelp}` });
}

/**
 * A fact that must match a format when it is known (a GSTIN, a D-U-N-S number), so a typo or an
 * invented number is refused; a placeholder passes and becomes null.
 */
export function factCode(description: string, valid: (v: string) => boolean, message: string | ((value: string) => string)) {
  return oneLineRule(z.string())
    .trim()
    .min(1)
    .refine((v) => isPlaceholder(v) || valid(v), { error: (issue) => (typeof message === 'string' ? message : message(String(issue.input))) })
    .transform((v) => (isPlaceholder(v) ? null : v))
    .meta({ description: `${description} ${placeholderHelp}` });
}

/** A date written "2027-03-31" (or a year, "2019", where `year` allows it), or a placeholder (null). */
export function factDate(description: string, { year = false }: { year?: boolean } = {}) {
  const ok = (v: string) => isIsoDate(v) || (year && /^\d{4}$/.test(v));
  return factCode(description, ok, year ? 'expected a date like "2019-04-01", a year like "2019", or "to be added"' : 'expected a date like "2027-03-31", or "to be added"');
}

const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character (mod 36) a GSTIN of the right shape should end with, or null for another shape. */
export function gstinCheckCharacter(v: string): string | null {
  if (!GSTIN_SHAPE.test(v)) return null;
  const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = chars.indexOf(v[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return chars[(36 - (sum % 36)) % 36]!;
}

/** GSTIN: 2-digit state code, 10-character PAN, entity digit, "Z", and a check character (mod 36). */
export function isGstin(v: string): boolean {
  return gstinCheckCharacter(v) === v[14];
}

/** Why a GSTIN is refused: the check character it should have (as a CAS number's check digit is named), else the form. */
export function gstinMessage(v: string): string {
  const expected = gstinCheckCharacter(v);
  if (expected) return `check character should be "${expected}", not "${v[14]}" (the GSTIN's last character; a typo elsewhere in the number changes it too)`;
  return 'expected a 15-character GSTIN with a valid check character, e.g. "29AAACS1234F1ZO", or "to be added"';
}

/** IEC: since 2020 the firm's 10-character PAN; older codes are 10 digits. */
export function isIec(v: string): boolean {
  return /^(?:[A-Z]{5}\d{4}[A-Z]|\d{10})$/.test(v);
}

/** D-U-N-S: nine digits, often written 12-345-6789. */
export function isDuns(v: string): boolean {
  return /^\d{2}-?\d{3}-?\d{4}$/.test(v);
}
