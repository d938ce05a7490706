import type { ReactNode } from 'react';

interface SpecTableProps {
  /** What the table shows; also its accessible name. */
  caption: string;
  rows: readonly { label: string; value: string }[];
  /** Column headings, where the table shows them. */
  columns?: readonly [string, string];
  renderValue?: (value: string) => ReactNode;
  className?: string;
}

/** A catalogue entry's label/value specification table; on a phone it scrolls in its own box. */
export function SpecTable({ caption, rows, columns, renderValue = (value) => value, className = '' }: SpecTableProps) {
  return (
    <div className={`overflow-x-auto rounded-card border border-line bg-surface shadow-card ${className}`} tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        {columns && (
          <thead className="bg-brand-strong text-ink-inverse">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold sm:px-6">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-line align-top first:border-t-0 even:bg-surface-alt">
              <th scope="row" className="w-2/5 px-4 py-3 font-medium text-brand-strong sm:px-6">
                {row.label}
              </th>
              <td className="px-4 py-3 text-ink sm:px-6">{renderValue(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
