import { ContentLink } from '../../components/ui/content-link.tsx';
import { Isolated } from '../../components/ui/bidi.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import type { SectionContentOf } from '../section-types.ts';

type Cell = SectionContentOf<'table'>['rows'][number][number];

function CellContent({ cell }: { cell: Cell }) {
  if (typeof cell === 'string') return <Isolated text={cell} />;
  return (
    <ContentLink to={cell.to} className="font-medium text-brand underline decoration-brand/30 underline-offset-2 hover:decoration-brand">
      {cell.text}
    </ContentLink>
  );
}

export function TableSection({ section }: { section: SectionContentOf<'table'> }) {
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} align="start" spacing="compact">
        <DataTable caption={section.caption} columns={section.columns} rows={section.rows.map((row) => row.map((cell, c) => <CellContent key={c} cell={cell} />))} />
        {section.note && <p className="mt-3 text-sm text-ink-muted">{section.note}</p>}
    </SectionShell>
  );
}
