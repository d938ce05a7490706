import { useId, useState } from 'react';
import { ContentLink } from '../../components/ui/content-link.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import type { SectionContentOf } from '../registry.ts';
import { SectionHeading } from '../section-heading.tsx';

export function FilterGridSection({ section }: { section: SectionContentOf<'filter-grid'> }) {
  const headingId = useId();
  const [active, setActive] = useState<string | null>(null);
  const buttons = [{ id: null, label: section.allLabel }, ...section.filters];
  const shown = active === null ? section.items : section.items.filter((item) => item.category === active);
  const labelOf = (category: string) => section.filters.find((f) => f.id === category)?.label ?? category;
  return (
    <section id={section.id} aria-labelledby={section.heading ? headingId : undefined} className="py-16 sm:py-20 odd:bg-surface even:bg-surface-alt">
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <div role="group" aria-label="Filter by category" className="mb-10 flex flex-wrap justify-center gap-2">
          {buttons.map((b) => {
            const pressed = active === b.id;
            return (
              <button
                key={b.id ?? 'all'}
                type="button"
                aria-pressed={pressed}
                onClick={() => setActive(b.id)}
                className={`btn rounded-full border ${pressed ? 'border-brand bg-brand text-ink-inverse' : 'border-line bg-surface text-brand hover:border-brand hover:bg-brand-tint'}`}
              >
                {b.label}
              </button>
            );
          })}
        </div>
        <div aria-live="polite">
          {shown.length === 0 ? (
            <p className="mx-auto max-w-xl rounded-card border border-dashed border-line bg-surface p-8 text-center text-ink-muted">{section.emptyText}</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((item) => {
                const body = (
                  <>
                    <Picture image={item.image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[16/10] w-full bg-brand-tint object-cover" />
                    <div className="flex flex-1 flex-col p-5">
                      <p className="eyebrow">{labelOf(item.category)}</p>
                      <h3 className="mt-1 text-lg font-semibold text-brand-strong">{item.title}</h3>
                      {item.description && <p className="mt-2 text-sm leading-relaxed text-ink-muted">{item.description}</p>}
                    </div>
                  </>
                );
                const cardClass = 'flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card';
                return (
                  <li key={item.id ?? item.title}>
                    {item.to ? (
                      <ContentLink to={item.to} className={`${cardClass} transition hover:-translate-y-0.5 hover:shadow-raised`}>
                        {body}
                      </ContentLink>
                    ) : (
                      <article className={cardClass}>{body}</article>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
