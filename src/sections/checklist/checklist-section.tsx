import { useId } from 'react';
import { Reveal } from '../../components/ui/reveal.tsx';
import type { SectionContentOf } from '../registry.ts';
import { SectionHeading } from '../section-heading.tsx';
import { splitColumns } from './split-columns.ts';
import { UiIcon } from '../../components/ui/svg-icon.tsx';

function Column({ items }: { items: string[] }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-tint text-brand">
            <UiIcon name="check" className="size-4" />
          </span>
          <span className="text-ink">{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function ChecklistSection({ section }: { section: SectionContentOf<'checklist'> }) {
  const headingId = useId();
  const columns = section.columns === 2 ? splitColumns(section.items) : [section.items];
  return (
    <section id={section.id} aria-labelledby={headingId} className="py-16 sm:py-20 odd:bg-surface even:bg-surface-alt">
      <Reveal className="container-page">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <div className={`mx-auto grid max-w-4xl gap-x-12 gap-y-3 ${columns.length === 2 ? 'md:grid-cols-2' : ''}`} data-columns={columns.length}>
          {columns.map((items, i) => (
            <Column key={i} items={items} />
          ))}
        </div>
      </Reveal>
    </section>
  );
}
