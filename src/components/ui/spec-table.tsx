import type { ReactNode } from 'react';
import { DataTable } from './data-table.tsx';

interface SpecTableProps {
  /** What the table shows; also its accessible name. */
  caption: string;
  rows: readonly { label: string; value: string }[];
  /** Column headings, where the table shows them. */
  columns?: readonly [string, string];
  renderValue?: (value: string) => ReactNode;
  className?: string;
}

/** A catalogue entry's label/value specification table. */
export function SpecTable({ caption, rows, columns, renderValue = (value) => value, className = '' }: SpecTableProps) {
  return (
    <DataTable
      className={className}
      caption={caption}
      columns={columns}
      rows={rows.map((row) => [row.label, renderValue(row.value)])}
      rowKeys={rows.map((row) => row.label)}
    />
  );
}
