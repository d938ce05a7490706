import { Isolated, textDir } from '../../components/ui/bidi.tsx';
import arrowRightIcon from 'virtual:icon/arrow-right';
import searchIcon from 'virtual:icon/search';
import { memo, useDeferredValue, useId, useMemo, useState, type RefObject } from 'react';
import { AppLink } from '../../components/ui/app-link.tsx';
import { cardClass } from '../../components/ui/card.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import { ShowMore } from '../../components/ui/show-more.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { usePagedList } from '../../components/ui/use-paged-list.ts';
import { useUi } from '../../components/i18n/use-ui.ts';
import { format as enFormat } from '../../components/i18n/format.ts';
import { catalogue as enCatalogue } from 'virtual:ui/en/catalogue';
import { common as enCommon } from 'virtual:ui/en/common';
import { paging as enPaging } from 'virtual:ui/en/paging';
import type { SectionContentOf } from '../section-types.ts';
import { AddToEnquiryButton } from '../../features/enquiry/add-to-enquiry-button.tsx';
import { filterCards, type CatalogueCard, type CatalogueListData } from './data.ts';

/**
 * Cards drawn at first and added by each "Show more". Enough to fill a wide screen several
 * times over and to show a catalogue of today's size whole; few enough that a page of them
 * renders well inside one frame's budget on a phone.
 */
export const CATALOGUE_PAGE_SIZE = 48;


/**
 * A catalogue's cards with a search box. Only the first page of matches is drawn (usePagedList);
 * the search looks in every card through haystacks prepared at load, and its results render as a
 * deferred update, so a keystroke costs the input's own update and nothing more.
 */
export function CatalogueListSection({ section, data }: { section: SectionContentOf<'catalogue-list'>; data: CatalogueListData }) {
  const searchId = useId();
  const ui = useUi({ catalogue: enCatalogue, common: enCommon, paging: enPaging, format: enFormat });
  const hintId = useId();
  const listId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const { cards } = data;
  const matched = useMemo(() => filterCards(cards, deferredQuery), [cards, deferredQuery]);
  const paged = usePagedList(matched, CATALOGUE_PAGE_SIZE, deferredQuery);
  const filtered = deferredQuery.trim() !== '';

  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>
      <div role="search" className="mx-auto mb-10 max-w-xl">
        <label htmlFor={searchId} className="block text-sm font-semibold text-brand-strong">
          {section.searchLabel}
        </label>
        <div className="relative mt-2">
          <Icon node={searchIcon} className="pointer-events-none absolute top-1/2 start-3.5 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
            className="block w-full rounded-control border border-line bg-surface py-3 pe-4 ps-11 text-base text-ink shadow-card placeholder:text-ink-muted focus:border-brand focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
          />
        </div>
        <p id={hintId} className="mt-2 flex flex-wrap justify-between gap-x-4 text-sm text-ink-muted">
          <span>{section.searchHint}</span>
          <span aria-live="polite" className="tabular-nums">
            {ui.catalogue.count({
              shown: ui.format.number(paged.visible.length),
              matched: ui.format.number(matched.length),
              total: ui.format.number(cards.length),
              matchedCount: matched.length,
              filtered,
              partial: paged.visible.length < (filtered ? matched.length : cards.length),
            })}
          </span>
        </p>
      </div>
      {matched.length === 0 ? (
        <div className="mx-auto max-w-xl rounded-card border border-dashed border-line bg-surface p-8 text-center">
          <p className="text-ink">{section.emptyText}</p>
          <button type="button" onClick={() => setQuery('')} className="btn mt-5 border border-brand text-brand hover:bg-brand-tint">
            {ui.catalogue.clearSearch}
          </button>
        </div>
      ) : (
        <>
          <CardGrid id={listId} cards={paged.visible} listRef={paged.listRef} />
          <ShowMore paged={paged} noun={filtered ? ui.paging.matchingProducts : ui.paging.products} listId={listId} live={false} />
        </>
      )}
    </SectionShell>
  );
}

// Memoised: a keystroke re-renders the search box at once and this grid only when the deferred
// results arrive.
const CardGrid = memo(function CardGrid({ id, cards, listRef }: { id: string; cards: readonly CatalogueCard[]; listRef: RefObject<HTMLUListElement | null> }) {
  return (
    <ul id={id} ref={listRef} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <ProductCard key={card.item.slug} card={card} />
      ))}
    </ul>
  );
});

// Memoised: a card keeps its rendering when the page grows or the filter keeps it. Off screen, the
// browser skips its layout and paint (content-visibility) until it is scrolled near; find-in-page,
// focus and screen readers still reach it.
const ProductCard = memo(function ProductCard({ card: { to, text } }: { card: CatalogueCard }) {
  const ui = useUi({ catalogue: enCatalogue, common: enCommon, paging: enPaging, format: enFormat });
  const badge = text.badgeKey ? ui.catalogue.badges[text.badgeKey] : text.badge;
  return (
    <li className="[contain-intrinsic-size:auto_14rem] [content-visibility:auto] [overflow-clip-margin:1.5rem]">
      <Reveal amount={0.5} duration={0.5} className="h-full">
        {/* The title's link covers the card (its ::after), so the enquiry button can sit inside the
            card without nesting a button in a link; the card shows the link's focus ring. */}
        <div
          className={`group relative flex h-full flex-col hover:border-brand-soft has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent ${cardClass({ padded: true, interactive: true })}`}
        >
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-lg leading-snug font-semibold text-brand-strong group-hover:text-brand">
              <AppLink to={to} className="outline-none after:absolute after:inset-0 after:rounded-card after:content-['']">
                {text.title}
              </AppLink>
            </h3>
            {badge && <span className="mt-0.5 shrink-0 rounded-full bg-brand-tint px-2.5 py-0.5 text-xs font-semibold text-brand">{badge}</span>}
          </div>
          {text.subtitle && (
            <p dir={textDir(text.subtitle)} className="mt-2 line-clamp-2 flex-1 text-sm leading-relaxed text-ink-muted italic">
              <Isolated text={text.subtitle} />
            </p>
          )}
          {text.code && (
            <p className="mt-3 text-sm font-medium text-ink tabular-nums">
              <bdi dir="ltr">{text.code}</bdi>
            </p>
          )}
          <div className="mt-4 flex items-center justify-between gap-3 border-t border-line pt-3 text-sm">
            {text.quote && (
              <div className="relative z-10">
                <AddToEnquiryButton product={text.quote.product} title={text.title} unit={text.quote.unit} variants={text.quote.variants} size="sm" />
              </div>
            )}
            <span className="ms-auto inline-flex items-center gap-1 font-semibold text-brand" aria-hidden="true">
              {ui.common.details}
              <Icon node={arrowRightIcon} className="size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
            </span>
          </div>
        </div>
      </Reveal>
    </li>
  );
});
