import type { ReactNode } from 'react';
import { useUi } from '../i18n/use-ui.ts';
import { format as enFormat } from '../i18n/format.ts';
import { common as enCommon } from 'virtual:ui/en/common';

/** A fact's value, or "Available on request" in a quieter style while it is not known. */
export function FactValue({ value, date = false }: { value: string | number | null; date?: boolean }) {
  const ui = useUi({ common: enCommon, format: enFormat });
  if (value === null) return <span className="font-normal text-ink-muted italic">{ui.common.onRequest}</span>;
  return <>{date && typeof value === 'string' ? ui.format.date(value) : value}</>;
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
