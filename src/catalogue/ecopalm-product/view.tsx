import arrowLeftIcon from 'virtual:icon/arrow-left';
import { AppLink } from '../../components/ui/app-link.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { PrintLetterhead } from '../../components/ui/print-sheet.tsx';
import { SpecTable } from '../../components/ui/spec-table.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { ProductTradeDetails } from '../../components/ui/trade-details.tsx';
import type { DetailData, KindView } from '../kind-view.ts';
import { ProductActions } from '../product-actions.tsx';
import { useUi } from '../../components/i18n/use-ui.ts';
import { catalogue as enCatalogue } from 'virtual:ui/en/catalogue';
import { certificateWords } from '../../content/certificate-types.ts';
import { format as enFormat } from '../../components/i18n/format.ts';

function EcopalmProductView({ data }: { data: DetailData<'ecopalm-products'> }) {
  const { entry, crumbs, item } = data;
  const { catalogue: c, format } = useUi({ catalogue: enCatalogue, format: enFormat });
  const title = entry.title;
  const back = crumbs.at(-1);
  return (
    <section className="py-14 sm:py-16 print:py-0">
      <div className="container-page">
        <PrintLetterhead realPath={item.realPath} />
        {back && (
          <AppLink to={back.to} className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline print:hidden">
            <Icon node={arrowLeftIcon} className="size-4" />
            {c.backTo({ list: back.label })}
          </AppLink>
        )}
        <div className="mt-8 grid items-start gap-10 lg:grid-cols-2 lg:gap-16 print:mt-4 print:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] print:gap-6">
          {/* The product's own photo prints with it (decorative drawings do not). */}
          <div data-print-keep="">
            <Picture image={entry.image} priority sizes="(min-width: 1024px) 50vw, 100vw" className="h-auto w-full rounded-card border border-line bg-brand-tint shadow-card" />
          </div>
          <div>
            <h2 className="heading-2">{title}</h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-muted">{entry.summary}</p>
            {entry.paragraphs?.map((p, i) => (
              <p key={i} className="mt-4 leading-relaxed text-ink-muted">
                {p}
              </p>
            ))}
            {entry.synonyms && entry.synonyms.length > 0 && <p className="mt-3 text-sm text-ink-muted">{c.alsoKnownAsList({ names: format.list(entry.synonyms) })}</p>}
            <dl className="mt-8 space-y-5 print:mt-4 print:space-y-2">
              <div>
                <dt className="eyebrow">{c.sizes}</dt>
                <dd className="mt-2">
                  <ul className="list-disc space-y-1 ps-5 text-ink">
                    {entry.sizes.map((size) => (
                      <li key={size}>{size}</li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt className="eyebrow">{c.material}</dt>
                <dd className="mt-2 text-ink">{entry.material}</dd>
              </div>
              <div>
                <dt className="eyebrow">{c.packing}</dt>
                <dd className="mt-2 text-ink">{entry.packing}</dd>
              </div>
            </dl>
            {/* The list names a product in English on every page (the sales team reads it; issue 31): its English title in another language. */}
            {/* Its sizes likewise: the English ones, which the line sends as its grade. */}
            <ProductActions product={item.englishTitle ?? item.title} title={item.title} unit="pieces" variants={item.englishSizes ?? entry.sizes} price={entry.tradeDetails?.price} />
          </div>
        </div>
        {entry.specifications.length > 0 && (
          <div className="mt-14 print:mt-4">
            <h2 className="heading-2">{c.specifications}</h2>
            <SpecTable className="mt-6" caption={c.specificationsOf({ name: title })} rows={entry.specifications} />
          </div>
        )}
        {(entry.tradeDetails || entry.documents) && (
          <ProductTradeDetails details={entry.tradeDetails} documents={entry.documents} className="mt-14 print:mt-4" />
        )}
      </div>
    </section>
  );
}

export const view: KindView<'ecopalm-products'> = {
  Component: EcopalmProductView,
  card: (item) => ({ title: item.title, subtitle: item.summary.summary, search: [item.title, ...certificateWords(item.summary.certificates)] }),
};
