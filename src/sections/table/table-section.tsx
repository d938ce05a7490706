import { useId } from 'react';
import { ContentLink } from '../../components/ui/content-link.tsx';
import type { SectionContentOf } from '../registry.ts';
import { SectionHeading } from '../section-heading.tsx';

type Cell = SectionContentOf<'table'>['rows'][number][number];

function CellContent({ cell }: { cell: Cell }) {
  if (typeof cell === 'string') return <>{cell}</>;
  return (
    <ContentLink to={cell.to} className="font-medium text-brand underline decoration-brand/30 underline-offset-2 hover:decoration-brand">
      {cell.text}
    </ContentLink>
  );
}

export function TableSection({ section }: { section: SectionContentOf<'table'> }) {
  const headingId = useId();
  return (
    <section id={section.id} aria-labelledby={section.heading ? headingId : undefined} className="scroll-mt-24 py-12 sm:py-16 odd:bg-surface even:bg-surface-alt">
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} align="start" />
        {/* A wide table scrolls inside this box; the page itself never scrolls sideways. */}
        <div className="overflow-x-auto rounded-card border border-line bg-surface shadow-card" tabIndex={0} role="region" aria-label={section.caption}>
          <table className="w-full min-w-max border-collapse text-left text-sm">
            <caption className="sr-only">{section.caption}</caption>
            <thead className="bg-brand text-ink-inverse">
              <tr>
                {section.columns.map((c) => (
                  <th key={c} scope="col" className="px-4 py-3 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row, r) => (
                <tr key={r} className="border-t border-line even:bg-surface-alt">
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={c} scope="row" className="px-4 py-3 font-medium text-brand-strong">
                        <CellContent cell={cell} />
                      </th>
                    ) : (
                      <td key={c} className="px-4 py-3 text-ink">
                        <CellContent cell={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {section.note && <p className="mt-3 text-sm text-ink-muted">{section.note}</p>}
      </div>
    </section>
  );
}
