import { useId, useState } from 'react';
import { useLoaderData } from 'react-router';
import { ContentLink } from '../../components/ui/content-link.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { PrintButton, PrintLetterhead } from '../../components/ui/print-sheet.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { DocumentList, TradeDetailsList, anyOnRequest, hasTradeDetails, priceText } from '../../components/ui/trade-details.tsx';
import { format as enFormat } from '../../components/i18n/format.ts';
import { HsCodeValue, PolicyNotices, anyIndicative } from '../../components/ui/trade-rules.tsx';
import { useUi } from '../../components/i18n/use-ui.ts';
import { trade as enTrade } from 'virtual:ui/en/trade';
import { AddToEnquiryButton } from '../../features/enquiry/add-to-enquiry-button.tsx';
import { COMMODITY_UNIT } from '../card-quote.tsx';
import type { SectionContentOf } from '../section-types.ts';
import type { Price } from '../../content/trade-details.ts';
import type { CertificateType } from '../../content/certificate-types.ts';
import type { SeenPrice } from '../../features/enquiry/rules.ts';

/** The price a row shows, as its enquiry line carries it to sales (no port: the Incoterm says where). */
const seenPrice = (price: Price | undefined): SeenPrice | undefined =>
  price && { currency: price.currency, min: price.min, max: price.max, unit: price.unit, incoterm: price.incoterm, validUntil: price.validUntil };

/**
 * A commodity page's trade facts, its products' HS codes and its PDFs. It also carries the page's
 * print letterhead: placed first on the printed sheet by the print stylesheet (main is a flex
 * column there), hidden on screen.
 */
export function TradeDetailsSection({ section }: { section: SectionContentOf<'trade-details'> }) {
  // The page's title and real address: its banner (and h1) does not print, the letterhead names the page instead.
  const { page, realPath } = (useLoaderData() as { page?: { title?: string }; realPath?: string } | undefined) ?? {};
  const title = page?.title;
  const ui = useUi({ trade: enTrade, format: enFormat });
  const t = ui.trade;
  const { type: _type, id, eyebrow, heading, intro, synonyms, gradeCodes, products: allProducts, documents, ...details } = section;
  // The certificates the rows name (those still held: the load drops the others), offered as a filter ("Halal").
  const [certificate, setCertificate] = useState<CertificateType | ''>('');
  const filterId = useId();
  const certified = [...new Set(allProducts?.flatMap((p) => p.certificates ?? []) ?? [])];
  const products = allProducts && certificate ? allProducts.filter((p) => p.certificates?.includes(certificate)) : allProducts;
  const listed = { details, synonyms, gradeCodes };
  const quotable = allProducts?.some((p) => p.quote) ?? false;
  // A column of indicative prices where a row has one (expired ones never reach the page: scripts/content/expiry.ts).
  const priced = allProducts?.some((p) => p.price) ?? false;
  // With an enquiry button per row the table needs the width: it then sits under the trade facts.
  const name = (p: NonNullable<typeof products>[number]) =>
    p.to ? (
      <ContentLink to={p.to} className="underline decoration-brand/30 underline-offset-2 hover:decoration-brand">
        {p.name}
      </ContentLink>
    ) : (
      p.name
    );
  // A product's export-policy notices sit under its name: a buyer reads the restriction before the button.
  const productTable = products && (
    <div>
      {certified.length > 0 && (
        // A choice that only the app can act on: shown once it has started (as the Share button), never printed.
        <div data-needs-script="" className="invisible mb-4 flex flex-wrap items-center gap-3 in-data-[app-ready=true]:visible print:hidden">
          <label htmlFor={filterId} className="text-sm font-semibold text-brand-strong">
            {t.certificateFilter}
          </label>
          <select
            id={filterId}
            value={certificate}
            onChange={(e) => setCertificate(e.target.value as CertificateType | '')}
            className="block h-10 rounded-control border border-line bg-surface px-2.5 text-base text-ink shadow-sm focus:border-brand-soft"
          >
            <option value="">{t.anyCertificate}</option>
            {certified.map((type) => (
              <option key={type} value={type}>
                {t.certificateTypes[type]}
              </option>
            ))}
          </select>
        </div>
      )}
      <DataTable
        caption={t.productsTableCaption}
        columns={[t.product, t.hsCode, ...(priced ? [t.indicativePrice] : []), ...(quotable ? [t.enquiry] : [])]}
        rows={products.map((p) => [
          p.policyNotices ? (
            <>
              {name(p)}
              <PolicyNotices notices={p.policyNotices} className="mt-2 max-w-md" />
            </>
          ) : (
            name(p)
          ),
          <HsCodeValue hs={p.hsCode} />,
          ...(priced ? [p.price ? <span data-price="">{priceText(p.price, ui)}</span> : ''] : []),
          ...(quotable
            ? [
                p.quote ? (
                  <AddToEnquiryButton product={p.quote} title={p.name} unit={p.unit ?? COMMODITY_UNIT} variants={p.variants} seenPrice={seenPrice(p.price)} size="sm" className="whitespace-nowrap" />
                ) : (
                  <span className="text-sm text-ink-muted">{p.policyNotices ? t.seeTheNotice : t.seeItsPage}</span>
                ),
              ]
            : []),
        ])}
        rowKeys={products.map((p) => p.name)}
      />
      {anyIndicative(products.map((p) => p.hsCode)) && <p className="mt-3 text-sm text-ink-muted">{t.indicativeExplained}</p>}
      {priced && <p className="mt-3 text-sm text-ink-muted">{t.priceConfirmed}</p>}
    </div>
  );
  return (
    <>
      <div data-print-first="" className="hidden print:block">
        <PrintLetterhead realPath={realPath ?? '/'} />
        {title && <p className="mt-4 text-2xl font-semibold text-brand-strong">{title}</p>}
      </div>
      <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro} align="start" spacing="compact">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] print:block">
          {hasTradeDetails(listed) && <TradeDetailsList {...listed} />}
          <div className="space-y-8 print:mt-4 print:space-y-4">
            {products && !quotable && productTable}
            {documents && (
              <div className={anyOnRequest(documents) ? '' : 'print:hidden'}>
                <h3 className="text-lg font-semibold text-brand-strong">{t.documents}</h3>
                <DocumentList documents={documents} className="mt-3" />
              </div>
            )}
            <PrintButton />
          </div>
        </div>
        {/* data-enquiry-column: the print stylesheet drops the buttons' column from the sheet. */}
        {quotable && (
          <div data-enquiry-column="" className="mt-10 print:mt-4">
            {productTable}
          </div>
        )}
      </SectionShell>
    </>
  );
}
