import arrowRightIcon from 'virtual:icon/arrow-right';
import { useId, useState } from 'react';
import { cardClass } from '../../components/ui/card.tsx';
import { ContentLink } from '../../components/ui/content-link.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { ShowMore } from '../../components/ui/show-more.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { usePagedList } from '../../components/ui/use-paged-list.ts';
import { CardQuote } from '../card-quote.tsx';
import { SpecificationList } from '../specification-list.tsx';
import type { SectionContentOf } from '../section-types.ts';
import { useUi } from '../../components/i18n/use-ui.ts';
import { common as enCommon } from 'virtual:ui/en/common';
import { paging as enPaging } from 'virtual:ui/en/paging';

/** Cards drawn at first on a grid without "initial", and added by each "Show more". */
export const CARDS_PAGE_SIZE = 24;

// On paper the cards are text only (their drawings do not print), three to a row.
const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-3' } as const;

export function CardsSection({ section }: { section: SectionContentOf<'cards'> }) {
  const ui = useUi({ common: enCommon, paging: enPaging });
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const collapsible = section.initial !== undefined && section.initial < section.items.length;
  // A grid with "initial" folds to that many (View All / Show Less); any other grows a page at a time.
  const paged = usePagedList(section.items, collapsible ? section.items.length : CARDS_PAGE_SIZE);
  const items = collapsible && !expanded ? section.items.slice(0, section.initial) : paged.visible;
  return (
    <SectionShell id={section.id} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro}>
        <ul id={listId} ref={paged.listRef} className={`grid gap-6 print:gap-3 ${grid[section.columns]}`}>
          {items.map((item, index) => {
            const body = (
              <>
                {item.image && (
                  <div className="overflow-hidden bg-brand-tint">
                    <Picture image={item.image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[16/10] w-full object-cover transition-transform duration-500 group-hover:scale-105" />
                  </div>
                )}
                <div className="flex flex-1 flex-col p-5 print:p-3">
                  <h3 className="text-lg font-semibold text-brand-strong print:text-base">{item.title}</h3>
                  {/* Latin whatever the page's language: lang="la" so a screen reader does not read it as English or Arabic. */}
                  {item.botanicalName && (
                    <p lang="la" className="mt-0.5 text-sm text-ink-muted italic">
                      {item.botanicalName}
                    </p>
                  )}
                  {item.description && <p className={`mt-2 text-sm leading-relaxed text-ink-muted print:mt-1 ${item.specifications ? '' : 'flex-1'}`}>{item.description}</p>}
                  {item.specifications && <SpecificationList specifications={item.specifications} className="mt-4 mb-auto" />}
                  {item.to && (
                    <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand" aria-hidden="true">
                      {ui.common.learnMore} <Icon node={arrowRightIcon} className="size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
                    </span>
                  )}
                  {!item.to && <CardQuote item={item} className="mt-4" />}
                </div>
              </>
            );
            return (
              <li key={item.id ?? item.title} id={item.id} className="scroll-mt-24">
                <Reveal className="h-full" delay={Math.min(index, 5) * 0.06}>
                  {item.to ? (
                    // The spec's card zooms slightly on hover and shrinks on press.
                    <>
                      <ContentLink to={item.to} className={`group ${cardClass({ clip: true, interactive: true })} hover:scale-[1.02] active:scale-[0.98]`}>
                        {body}
                      </ContentLink>
                      <CardQuote item={item} className="mt-3" />
                    </>
                  ) : (
                    <div className={`group ${cardClass({ clip: true })}`}>{body}</div>
                  )}
                </Reveal>
              </li>
            );
          })}
        </ul>
        <ShowMore paged={paged} noun={ui.paging.items} listId={listId} />
        {collapsible && (
          <div className="mt-10 text-center">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((e) => !e)}
              className="btn border border-brand text-brand hover:bg-brand-tint"
            >
              {expanded ? ui.paging.showLess : ui.paging.viewAll}
            </button>
          </div>
        )}
    </SectionShell>
  );
}
