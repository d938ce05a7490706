import { Isolated, textDir } from '../../components/ui/bidi.tsx';
import arrowLeftIcon from 'virtual:icon/arrow-left';
import enSite from 'virtual:content/site';
import { useSite } from '../../components/i18n/use-site.ts';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/ui/app-link.tsx';
import { Picture } from '../../components/ui/picture.tsx';
import { PrintLetterhead } from '../../components/ui/print-sheet.tsx';
import { SpecTable } from '../../components/ui/spec-table.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { ProductTradeDetails } from '../../components/ui/trade-details.tsx';
import type { DetailData, KindView } from '../kind-view.ts';
import { ProductActions } from '../product-actions.tsx';
import { commaLines, formulaParts } from './display-text.ts';
import { useUi } from '../../components/i18n/use-ui.ts';
import { format as enFormat } from '../../components/i18n/format.ts';
import { catalogue as enCatalogue } from 'virtual:ui/en/catalogue';
import { certificateWords } from '../../content/certificate-types.ts';

function Lines({ value }: { value: string }) {
  const lines = commaLines(value);
  if (lines.length < 2) return <Isolated text={value} />;
  return (
    <>
      {lines.map((line, i) => (
        <span key={i} className="block">
          <Isolated text={line} />
        </span>
      ))}
    </>
  );
}

/** A band of the page below the product's identity, named by its heading; shaded bands alternate with plain ones. */
function Band({ id, title, shaded = false, children }: { id: string; title?: string; shaded?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={shaded ? 'bg-surface-alt py-12 sm:py-16 print:py-3' : 'py-12 sm:py-16 print:py-3'}>
      <div className="container-page">
        {title && (
          <h2 id={id} className="heading-2">
            {title}
          </h2>
        )}
        {children}
      </div>
    </section>
  );
}

function Formula({ formula }: { formula: string }) {
  return (
    <bdi dir="ltr" aria-label={formula}>
      {formulaParts(formula).map((part, i) => (part.sub ? <sub key={i}>{part.text}</sub> : <span key={i}>{part.text}</span>))}
    </bdi>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="fact-row">
      <dt className="fact-term">{label}</dt>
      <dd className="fact-detail">{children}</dd>
    </div>
  );
}

function ApiProductView({ data }: { data: DetailData<'api-products'> }) {
  const { entry, crumbs, item } = data;
  const ui = useUi({ catalogue: enCatalogue, format: enFormat });
  const c = ui.catalogue;
  // The structure's caption and the specifications' note: site.json's texts, in the page's language.
  const texts = useSite({ texts: enSite.texts }).texts.apiProduct;
  const name = entry.productName;
  const back = crumbs.at(-1);
  const picture = entry.image ?? (entry.structure ? { ...entry.structure, alt: entry.smiles ? c.structureAlt({ name }) : '' } : null);
  const molecule = Boolean(entry.smiles) && !entry.image;

  return (
    <>
      <section aria-labelledby="product-identity" className="py-12 sm:py-16 print:py-0">
        <div className="container-page">
          <PrintLetterhead realPath={item.realPath} />
          {back && (
            <AppLink to={back.to} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline print:hidden">
              <Icon node={arrowLeftIcon} className="size-4" />
              {c.allOf({ list: back.label })}
            </AppLink>
          )}
          <div className="mt-8 grid items-start gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14 print:mt-4 print:grid-cols-[minmax(0,1fr)_minmax(0,3fr)] print:gap-6">
            {picture && (
              <figure data-print-keep="" className="rounded-card border border-line bg-surface p-6 shadow-card lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] print:p-2">
                <div className="grid aspect-[4/3] place-items-center">
                  {molecule ? (
                    <div className="h-full w-full" style={{ maxWidth: `${Math.round(picture.width * 1.6)}px` }}>
                      <Picture image={picture} priority className="h-full w-full object-contain" />
                    </div>
                  ) : (
                    <Picture image={picture} priority className="h-full w-full rounded-control object-contain" />
                  )}
                </div>
                {molecule && <figcaption dir="auto" className="mt-4 text-center text-xs text-ink-muted print:hidden">{texts.structureCaption}</figcaption>}
              </figure>
            )}
            <div>
              <p className="eyebrow">{entry.therapeuticCategory ?? c.kinds[entry.kind]}</p>
              <h2 id="product-identity" className="mt-2 text-3xl font-semibold tracking-tight text-brand-strong sm:text-4xl">
                {name}
              </h2>
              {/* A translated name holding Arabic reads right to left even where it starts with a Latin "N-" (dir="auto" made it left to right). */}
              <p dir={textDir(entry.chemicalName)} className="mt-3 text-lg text-ink-muted italic">
                <Lines value={entry.chemicalName} />
              </p>
              <dl className="mt-6 border-b border-line print:mt-3">
                {entry.synonyms && entry.synonyms.length > 0 && <Fact label={c.alsoKnownAs}><Isolated text={ui.format.list(entry.synonyms)} /></Fact>}
                <Fact label={c.casNumber}>
                  <bdi dir="ltr" className="tabular-nums">
                    {entry.casNumber}
                  </bdi>
                </Fact>
                <Fact label={c.molecularFormula}>
                  <Formula formula={entry.chemicalFormula} />
                </Fact>
                {entry.molecularWeight !== undefined && (
                  <Fact label={c.molecularWeight}>
                    <bdi dir="ltr" className="tabular-nums">
                      {ui.format.fixed(entry.molecularWeight, 2)} g/mol
                    </bdi>
                  </Fact>
                )}
                {entry.density && (
                  <Fact label={c.density}>
                    <Lines value={entry.density} />
                  </Fact>
                )}
                {entry.pharmacopoeia.length > 0 && <Fact label={c.grades}>{entry.pharmacopoeia.join(' · ')}</Fact>}
              </dl>
              <p className="mt-6 leading-relaxed text-ink print:mt-3">
                <Isolated text={entry.description} />
              </p>
              <p className="mt-4 leading-relaxed text-ink-muted print:mt-2">
                <Isolated text={entry.additionalInfo} />
              </p>
              {/* The list names a product in English on every page (item.key: the sales team reads it; issue 31). */}
              <ProductActions product={item.key} title={item.title} unit="kg" variants={entry.pharmacopoeia} price={entry.tradeDetails?.price} />
            </div>
          </div>
        </div>
      </section>

      {entry.industries.length > 0 && (
        <Band id="industrial-uses" title={c.industrialUses} shaded>
          {/* use-card, use-heading, use-number, use-label, use-sublist: app.css. */}
          <ol className="mt-8 grid gap-6 md:grid-cols-2 print:mt-2 print:grid-cols-2 print:gap-3">
            {entry.industries.map((group, i) => (
              <li key={group.title} className="use-card">
                <h3 className="use-heading">
                  <span aria-hidden="true" className="use-number">
                    {i + 1}
                  </span>
                  {group.title}
                </h3>
                <ul className="mt-4 list-disc space-y-3 ps-5 marker:text-accent">
                  {group.items.map((item) => (
                    <li key={item.label} className="leading-relaxed">
                      <span className="use-label">{item.label}</span>
                      {typeof item.description === 'string' ? (
                        <span className="text-ink-muted">
                          : <Lines value={item.description} />
                        </span>
                      ) : (
                        <ul className="use-sublist">
                          {item.description.map((line) => (
                            <li key={line}>
                              <Lines value={line} />
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </Band>
      )}

      {entry.specifications.length > 0 && (
        <Band id="specifications" title={c.specifications}>
          <p className="mt-3 max-w-2xl text-ink-muted">{texts.specificationsNote}</p>
          <SpecTable
            className="mt-6"
            caption={c.specificationsOf({ name })}
            columns={[c.parameter, c.specification]}
            rows={entry.specifications}
            renderValue={(value) => <Lines value={value} />}
          />
        </Band>
      )}

      {(entry.tradeDetails || entry.documents) && (
        <Band id="trade-details" shaded>
          <ProductTradeDetails details={entry.tradeDetails} documents={entry.documents} headingId="trade-details" />
        </Band>
      )}
    </>
  );
}

export const view: KindView<'api-products'> = {
  Component: ApiProductView,
  card: (item) => ({
    title: item.title,
    subtitle: item.summary.chemicalName,
    code: `CAS ${item.summary.casNumber}`,
    badgeKey: item.summary.kind,
    // The key is the English name on every language's list: the enquiry list names products in English (issue 31).
    quote: { product: item.key, unit: 'kg', variants: item.summary.grades },
    search: [item.title, item.summary.chemicalName, item.summary.casNumber, ...certificateWords(item.summary.certificates)],
  }),
};
