import { useId } from 'react';
import { Reveal } from '../../components/ui/reveal.tsx';
import type { SectionContentOf } from '../registry.ts';
import { SectionHeading } from '../section-heading.tsx';

export function FactsSection({ section }: { section: SectionContentOf<'facts'> }) {
  const headingId = useId();
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24 py-16 sm:py-20 odd:bg-surface even:bg-surface-alt">
      <Reveal className="container-page">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <dl className="mx-auto grid max-w-4xl gap-px overflow-hidden rounded-card border border-line bg-line shadow-card sm:grid-cols-2">
          {section.items.map((item) => (
            <div key={item.label} className="flex flex-col gap-1 bg-surface px-5 py-4">
              <dt className="text-xs font-semibold uppercase tracking-wider text-ink-muted">{item.label}</dt>
              <dd className="text-base font-semibold text-brand-strong">{item.value}</dd>
            </div>
          ))}
          {section.items.length % 2 === 1 && <div aria-hidden="true" className="hidden bg-surface sm:block" />}
        </dl>
        {section.note && <p className="mx-auto mt-4 max-w-4xl text-sm text-ink-muted">{section.note}</p>}
      </Reveal>
    </section>
  );
}
