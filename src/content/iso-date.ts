/**
 * Days written "YYYY-MM-DD" (UTC), as prices and certificates carry their `validUntil`: one rule
 * for the content schemas, the content load that drops what has passed (scripts/content/expiry.ts)
 * and the enquiry's rules for the price a buyer saw (src/features/enquiry/rules.ts). Plain code,
 * no zod: the browser loads it.
 */
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2027-01-31": a day of the calendar ("2027-02-30" is not). */
export function isIsoDate(v: string): boolean {
  const m = isoDate.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** The day a build (or a check) runs on. */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

/** The day `days` after `day`. */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whether something valid until `validUntil` (its last day) has passed on `today`. */
export const hasPassed = (validUntil: string, today: string): boolean => validUntil < today;
