import { useDeferredValue, useId, useMemo, useState } from 'react';
import { AppLink } from '../../components/ui/app-link.tsx';
import { entryHref } from '../../app/entry-href.ts';
import type { CollectionName } from '../../content/collections.ts';
import type { IndexItem } from '../../content/resolved.ts';
import { Reveal } from '../../components/ui/reveal.tsx';
import type { SectionContentOf } from '../registry.ts';
import { loadedIndex } from '../section-data.ts';
import { SectionHeading } from '../section-heading.tsx';
import { entryCardText, type EntryCardText } from './entry-card-text.ts';
import { filterBySearch } from './search.ts';
import { UiIcon } from '../../components/ui/svg-icon.tsx';

interface Card {
  item: IndexItem<CollectionName>;
  to: string;
  text: EntryCardText;
}

export function CatalogueListSection({ section }: { section: SectionContentOf<'catalogue-list'> }) {
  const headingId = useId();
  const searchId = useId();
  const hintId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const cards = useMemo<Card[]>(() => {
    const describe = entryCardText[section.collection] as (item: IndexItem<CollectionName>) => EntryCardText;
    return loadedIndex(section.collection).map((item) => ({ item, to: entryHref(section.collection, item), text: describe(item) }));
  }, [section.collection]);
  const shown = useMemo(() => filterBySearch(cards, deferredQuery, (c) => c.text.search), [cards, deferredQuery]);
  const total = cards.length;

  return (
    <section id={section.id} aria-labelledby={section.heading ? headingId : undefined} className="py-16 sm:py-20 odd:bg-surface even:bg-surface-alt">
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <div role="search" className="mx-auto mb-10 max-w-xl">
          <label htmlFor={searchId} className="block text-sm font-semibold text-brand-strong">
            {section.searchLabel}
          </label>
          <div className="relative mt-2">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 fill-none stroke-ink-muted stroke-2">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" strokeLinecap="round" />
            </svg>
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              aria-describedby={hintId}
              autoComplete="off"
              spellCheck={false}
              className="block w-full rounded-control border border-line bg-surface py-3 pr-4 pl-11 text-base text-ink shadow-card placeholder:text-ink-muted focus:border-brand focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
            />
          </div>
          <p id={hintId} className="mt-2 flex flex-wrap justify-between gap-x-4 text-sm text-ink-muted">
            <span>{section.searchHint}</span>
            <span aria-live="polite" className="tabular-nums">
              {shown.length === total ? `${total} products` : `${shown.length} of ${total} products`}
            </span>
          </p>
        </div>
        {shown.length === 0 ? (
          <div className="mx-auto max-w-xl rounded-card border border-dashed border-line bg-surface p-8 text-center">
            <p className="text-ink">{section.emptyText}</p>
            <button type="button" onClick={() => setQuery('')} className="btn mt-5 border border-brand text-brand hover:bg-brand-tint">
              Clear search
            </button>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map(({ item, to, text }) => (
              <li key={item.slug}>
                <Reveal amount={0.5} duration={0.5} className="h-full">
                  <AppLink
                    to={to}
                    className="group flex h-full flex-col rounded-card border border-line bg-surface p-5 shadow-card transition duration-300 hover:-translate-y-0.5 hover:border-brand-soft hover:shadow-raised"
                  >
                    <div className="flex items-start justify-between gap-3">
                      <h3 className="text-lg leading-snug font-semibold text-brand-strong group-hover:text-brand">{text.title}</h3>
                      {text.badge && (
                        <span className="mt-0.5 shrink-0 rounded-full bg-brand-tint px-2.5 py-0.5 text-xs font-semibold text-brand">{text.badge}</span>
                      )}
                    </div>
                    {text.subtitle && <p className="mt-2 line-clamp-2 flex-1 text-sm leading-relaxed text-ink-muted italic">{text.subtitle}</p>}
                    <div className="mt-4 flex items-center justify-between gap-3 border-t border-line pt-3 text-sm">
                      {text.code && <span className="font-medium text-ink tabular-nums">{text.code}</span>}
                      <span className="ml-auto inline-flex items-center gap-1 font-semibold text-brand" aria-hidden="true">
                        Details
                        <UiIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
                      </span>
                    </div>
                  </AppLink>
                </Reveal>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
