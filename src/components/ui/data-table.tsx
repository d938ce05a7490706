import type { ReactNode } from 'react';
import { Isolated } from './bidi.tsx';

interface DataTableProps {
  /** What the table shows; its accessible name. */
  caption: string;
  /** Column headings (the first is the row headers' column). Without them, a label/value table. */
  columns?: readonly string[];
  /** Rows of cells; the first cell of each row is its header. */
  rows: readonly (readonly ReactNode[])[];
  /** Stable keys for the rows (default: their index). */
  rowKeys?: readonly string[];
  className?: string;
}

/**
 * Every table of the site. From 640 px it is a table, scrolling sideways inside its own labelled,
 * focusable box if it is wider than the page. On a phone each row becomes a card: its header on
 * top, then each cell under its column's name, so nothing is cut or hidden. Explicit roles keep
 * the table semantics when the rows are laid out as cards (display styles can drop them).
 */
export function DataTable({ caption, columns, rows, rowKeys, className = '' }: DataTableProps) {
  const labelled = Boolean(columns?.length);
  return (
    <div
      // relative: screen-reader-only text in cells (absolutely positioned) is clipped by the scroller
      // instead of widening the page when the table scrolls sideways.
      className={`relative rounded-card border border-line bg-surface shadow-card sm:overflow-x-auto ${className}`}
      tabIndex={0}
      role="region"
      aria-label={caption}
      data-table-scroller=""
    >
      <table role="table" className="w-full border-collapse text-start text-sm sm:min-w-max sm:text-base max-sm:block">
        <caption className="sr-only">{caption}</caption>
        {labelled && (
          <thead role="rowgroup" className="bg-brand-strong text-ink-inverse max-sm:sr-only">
            <tr role="row">
              {columns!.map((column, i) => (
                <th key={i} role="columnheader" scope="col" className="px-4 py-3 text-start font-semibold sm:px-6">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody role="rowgroup" className="max-sm:block">
          {rows.map((row, r) => (
            <tr
              key={rowKeys?.[r] ?? r}
              role="row"
              className="spec-row"
            >
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} role="rowheader" scope="row" className="spec-rowhead">
                    {typeof cell === 'string' ? <Isolated text={cell} /> : cell}
                  </th>
                ) : (
                  <td
                    key={c}
                    role="cell"
                    data-label={labelled ? columns![c] : undefined}
                    // app.css: on a phone, under its column's name (labelled) or on a line of its own.
                    className={labelled ? 'spec-cell' : 'spec-cell-plain'}
                  >
                    {/* "20 ppm" inside an Arabic cell keeps its number first (bidi.tsx). One span, for a string and for
                        what a table renders itself (a spec value with its isolated runs): on a phone the cell is a flex
                        row (its label, then its value), where each run would be an item of its own ("طيف IR ..." cut
                        into columns). */}
                    <span>{typeof cell === 'string' ? <Isolated text={cell} /> : cell}</span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
