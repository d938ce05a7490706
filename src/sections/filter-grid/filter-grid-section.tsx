import { useId, useMemo, useState } from 'react';
import { cardClass } from '../../components/ui/card.tsx';
import { ContentLink } from '../../components/ui/content-link.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { ShowMore } from '../../components/ui/show-more.tsx';
import { usePagedList } from '../../components/ui/use-paged-list.ts';
import { useUi } from '../../components/i18n/use-ui.ts';
import { format as enFormat } from '../../components/i18n/format.ts';
import { filter as enFilter } from 'virtual:ui/en/filter';
import { paging as enPaging } from 'virtual:ui/en/paging';
import { CardQuote } from '../card-quote.tsx';
import type { SectionContentOf } from '../section-types.ts';

/** Cards drawn at first, after each filter change, and added by each "Show more". */
export const FILTER_GRID_PAGE_SIZE = 24;

export function FilterGridSection({ section }: { section: SectionContentOf<'filter-grid'> }) {
  const ui = useUi({ filter: enFilter, paging: enPaging, format: enFormat });
  const [active, setActive] = useState<string | null>(null);
  const buttons = [{ id: null, label: section.allLabel }, ...section.filters];
  const shown = useMemo(() => (active === null ? section.items : section.items.filter((item) => item.category === active)), [active, section.items]);
  const labelOf = (category: string) => section.filters.find((f) => f.id === category)?.label ?? category;
  const listId = useId();
  const paged = usePagedList(shown, FILTER_GRID_PAGE_SIZE, active);
  const activeLabel = buttons.find((b) => b.id === active)?.label ?? section.allLabel;
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>
        <div role="group" aria-label={ui.filter.byCategory} className="mb-10 flex flex-wrap justify-center gap-2">
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
        {/* The count, not the grid, is what a screen reader hears when a filter or "Show more" changes it. */}
        <p role="status" className="sr-only">
          {ui.filter.status({
            category: activeLabel,
            count: shown.length,
            shown: ui.format.number(paged.visible.length),
            total: ui.format.number(shown.length),
            partial: paged.visible.length < shown.length,
          })}
        </p>
        <div>
          {shown.length === 0 ? (
            <p className="mx-auto max-w-xl rounded-card border border-dashed border-line bg-surface p-8 text-center text-ink-muted">{section.emptyText}</p>
          ) : (
            <ul id={listId} ref={paged.listRef} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {paged.visible.map((item) => {
                const body = (
                  <>
                    <Picture image={item.image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[16/10] w-full bg-brand-tint object-cover" />
                    <div className="flex flex-1 flex-col p-5">
                      <p className="eyebrow">{labelOf(item.category)}</p>
                      <h3 className="mt-1 text-lg font-semibold text-brand-strong">{item.title}</h3>
                      {item.description && <p className="mt-2 text-sm leading-relaxed text-ink-muted">{item.description}</p>}
                      {!item.to && <CardQuote item={item} className="mt-auto pt-4" />}
                    </div>
                  </>
                );
                return (
                  <li key={item.id ?? item.title} id={item.id} className="scroll-mt-24">
                    {item.to ? (
                      <>
                        <ContentLink to={item.to} className={cardClass({ clip: true, interactive: true })}>
                          {body}
                        </ContentLink>
                        <CardQuote item={item} className="mt-3" />
                      </>
                    ) : (
                      <article className={cardClass({ clip: true })}>{body}</article>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <ShowMore paged={paged} noun={ui.paging.items} listId={listId} live={false} />
        </div>
    </SectionShell>
  );
}
