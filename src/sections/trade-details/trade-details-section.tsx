import { useLoaderData } from 'react-router';
import { ContentLink } from '../../components/ui/content-link.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { PrintButton, PrintLetterhead } from '../../components/ui/print-sheet.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { DocumentList, TradeDetailsList, anyOnRequest, hasTradeDetails } from '../../components/ui/trade-details.tsx';
import { HsCodeValue, PolicyNotices, anyIndicative } from '../../components/ui/trade-rules.tsx';
import { useUi } from '../../components/i18n/use-ui.ts';
import { trade as enTrade } from 'virtual:ui/en/trade';
import { AddToEnquiryButton } from '../../features/enquiry/add-to-enquiry-button.tsx';
import { COMMODITY_UNIT } from '../card-quote.tsx';
import type { SectionContentOf } from '../section-types.ts';

/**
 * A commodity page's trade facts, its products' HS codes and its PDFs. It also carries the page's
 * print letterhead: placed first on the printed sheet by the print stylesheet (main is a flex
 * column there), hidden on screen.
 */
export function TradeDetailsSection({ section }: { section: SectionContentOf<'trade-details'> }) {
  // The page's title and real address: its banner (and h1) does not print, the letterhead names the page instead.
  const { page, realPath } = (useLoaderData() as { page?: { title?: string }; realPath?: string } | undefined) ?? {};
  const title = page?.title;
  const { trade: t } = useUi({ trade: enTrade });
  const { type: _type, id, eyebrow, heading, intro, synonyms, gradeCodes, products, documents, ...details } = section;
  const listed = { details, synonyms, gradeCodes };
  const quotable = products?.some((p) => p.quote) ?? false;
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
      <DataTable
        caption={t.productsTableCaption}
        columns={quotable ? [t.product, t.hsCode, t.enquiry] : [t.product, t.hsCode]}
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
          ...(quotable
            ? [
                p.quote ? (
                  <AddToEnquiryButton product={p.quote} title={p.name} unit={p.unit ?? COMMODITY_UNIT} variants={p.variants} size="sm" className="whitespace-nowrap" />
                ) : (
                  <span className="text-sm text-ink-muted">{p.policyNotices ? t.seeTheNotice : t.seeItsPage}</span>
                ),
              ]
            : []),
        ])}
        rowKeys={products.map((p) => p.name)}
      />
      {anyIndicative(products.map((p) => p.hsCode)) && <p className="mt-3 text-sm text-ink-muted">{t.indicativeExplained}</p>}
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
