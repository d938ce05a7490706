import { useId, useState } from 'react';
import { ContentLink } from '../../components/ui/content-link.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import type { SectionContentOf } from '../registry.ts';
import { SectionHeading } from '../section-heading.tsx';
import { UiIcon } from '../../components/ui/svg-icon.tsx';

const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

export function CardsSection({ section }: { section: SectionContentOf<'cards'> }) {
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = section.initial !== undefined && section.initial < section.items.length;
  const items = collapsible && !expanded ? section.items.slice(0, section.initial) : section.items;
  return (
    <section id={section.id} aria-labelledby={section.heading ? headingId : undefined} className="py-16 sm:py-20 odd:bg-surface even:bg-surface-alt">
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <ul id={listId} className={`grid gap-6 ${grid[section.columns]}`}>
          {items.map((item, index) => {
            const body = (
              <>
                <div className="overflow-hidden bg-brand-tint">
                  <Picture image={item.image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[16/10] w-full object-cover transition-transform duration-500 group-hover:scale-105" />
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-semibold text-brand-strong">{item.title}</h3>
                  {item.description && <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{item.description}</p>}
                  {item.to && (
                    <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand" aria-hidden="true">
                      Learn more <UiIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
                    </span>
                  )}
                </div>
              </>
            );
            const cardClass =
              'group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition duration-300';
            return (
              <li key={item.id ?? item.title}>
                <Reveal className="h-full" delay={Math.min(index, 5) * 0.06}>
                  {item.to ? (
                    <ContentLink to={item.to} className={`${cardClass} hover:-translate-y-0.5 hover:scale-[1.02] hover:shadow-raised active:scale-[0.98]`}>
                      {body}
                    </ContentLink>
                  ) : (
                    <div className={cardClass}>{body}</div>
                  )}
                </Reveal>
              </li>
            );
          })}
        </ul>
        {collapsible && (
          <div className="mt-10 text-center">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((e) => !e)}
              className="btn border border-brand text-brand hover:bg-brand-tint"
            >
              {expanded ? 'Show Less' : 'View All'}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
