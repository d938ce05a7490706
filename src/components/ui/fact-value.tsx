import type { ReactNode } from 'react';

/** What the site shows for a company fact content still holds as a placeholder (the schema has made it null). */
export const ON_REQUEST = 'Available on request';

// Named by hand, not with Intl.DateTimeFormat: creating a formatter loads the locale's data (tens
// of milliseconds on a phone) and the page shows one English format only.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2027-03-31" as "31 March 2027"; a bare year stays as it is. */
export function formatFactDate(value: string): string {
  if (/^\d{4}$/.test(value)) return value;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d));
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A fact's value, or "Available on request" in a quieter style while it is not known. */
export function FactValue({ value, date = false }: { value: string | number | null; date?: boolean }) {
  if (value === null) return <span className="font-normal text-ink-muted italic">{ON_REQUEST}</span>;
  return <>{date && typeof value === 'string' ? formatFactDate(value) : value}</>;
}

/** One label and value of a facts list (<dl>): the label left, the value right, wrapping under it on a narrow screen. */
export function FactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-1.5">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-semibold text-brand-strong">{children}</dd>
    </div>
  );
}
