import { SectionShell } from '../../components/ui/section-shell.tsx';
import type { SectionContentOf } from '../section-types.ts';

export function FactsSection({ section }: { section: SectionContentOf<'facts'> }) {
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} reveal>
        <dl className="mx-auto grid max-w-4xl gap-px overflow-hidden rounded-card border border-line bg-line shadow-card sm:grid-cols-2 print:grid-cols-3">
          {section.items.map((item) => (
            <div key={item.label} className="flex flex-col gap-1 bg-surface px-5 py-4 print:gap-0 print:px-3 print:py-1.5">
              <dt className="text-xs font-semibold uppercase tracking-wider text-ink-muted">{item.label}</dt>
              <dd className="text-base font-semibold text-brand-strong">{item.value}</dd>
            </div>
          ))}
          {section.items.length % 2 === 1 && <div aria-hidden="true" className="hidden bg-surface sm:block print:hidden" />}
        </dl>
        {section.note && <p className="mx-auto mt-4 max-w-4xl text-sm text-ink-muted">{section.note}</p>}
    </SectionShell>
  );
}
