import arrowRightIcon from 'virtual:icon/arrow-right';
import enSite from 'virtual:content/site';
import { useSite } from '../../components/i18n/use-site.ts';
import { useId } from 'react';
import { AppLink } from '../../components/ui/app-link.tsx';
import { cardClass } from '../../components/ui/card.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { Reveal } from '../../components/ui/reveal.tsx';
import { ShowMore } from '../../components/ui/show-more.tsx';
import { usePagedList } from '../../components/ui/use-paged-list.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { href } from '../../routing/href.ts';
import type { IndexItem } from '../../content/resolved.ts';
import type { DetailData, KindView } from '../kind-view.ts';
import { useUi } from '../../components/i18n/use-ui.ts';
import { common as enCommon } from 'virtual:ui/en/common';
import { paging as enPaging } from 'virtual:ui/en/paging';

function EcopalmCategoryView({ data }: { data: DetailData<'ecopalm-categories'> }) {
  const { entry } = data;
  const ui = useUi({ common: enCommon, paging: enPaging });
  const texts = useSite({ texts: enSite.texts }).texts.ecopalmCategory;
  // A category's children are eco-palm products (its definition says so).
  const children = data.children as IndexItem<'ecopalm-products'>[];
  const listId = useId();
  // Photo cards: a page is two dozen, so a range of hundreds loads its pictures as they are asked for.
  const paged = usePagedList(children, 24);
  return (
    <>
      <section className="py-14 sm:py-16">
        <div className="container-page">
          <p className="max-w-prose text-lg leading-relaxed text-ink-muted">{entry.description}</p>
          <h2 className="heading-2 mt-10">{texts.productsHeading}</h2>
          <ul id={listId} ref={paged.listRef} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {paged.visible.map((product, index) => (
              <li key={product.slug}>
                <Reveal amount={0.5} className="h-full" delay={Math.min(index, 5) * 0.06}>
                  <AppLink
                    to={product.hashPath}
                    className={`group ${cardClass({ clip: true, interactive: true })}`}
                  >
                    <div className="overflow-hidden bg-brand-tint">
                      <Picture
                        image={product.summary.image}
                        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                        className="aspect-[16/10] w-full object-cover transition-transform duration-500 group-hover:scale-105"
                      />
                    </div>
                    <div className="flex flex-1 flex-col p-5">
                      <h3 className="text-lg font-semibold text-brand-strong">{product.title}</h3>
                      <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{product.description}</p>
                      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand" aria-hidden="true">
                        {ui.common.viewDetails} <Icon node={arrowRightIcon} className="size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
                      </span>
                    </div>
                  </AppLink>
                </Reveal>
              </li>
            ))}
          </ul>
          <ShowMore paged={paged} noun={ui.paging.products} listId={listId} />
        </div>
      </section>
      <SectionShell tone="brand">
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
          <p className="max-w-2xl text-lg">{texts.enquiryText}</p>
          <AppLink to={href('contact')} className="btn shrink-0 bg-accent text-ink hover:bg-accent-tint">
            {texts.enquiryLabel}
          </AppLink>
        </div>
      </SectionShell>
    </>
  );
}

export const view: KindView<'ecopalm-categories'> = {
  Component: EcopalmCategoryView,
  card: (item) => ({ title: item.title, subtitle: item.summary.description, search: [item.title] }),
  // The category page shows its title as a label in capitals; the browser tab keeps the plain title.
  heading: (title) => title.toUpperCase(),
};
