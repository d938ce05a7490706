import { useLoaderData, useLocation } from 'react-router';
import { ContentLink } from '../../components/ui/content-link.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { PrintButton, PrintLetterhead } from '../../components/ui/print-sheet.tsx';
import { SectionShell } from '../../components/ui/section-shell.tsx';
import { DocumentList, TradeDetailsList, hasTradeDetails } from '../../components/ui/trade-details.tsx';
import { realPath } from '../../routing/page-paths.ts';
import type { SectionContentOf } from '../section-types.ts';

/**
 * A commodity page's trade facts, its products' HS codes and its PDFs. It also carries the page's
 * print letterhead: placed first on the printed sheet by the print stylesheet (main is a flex
 * column there), hidden on screen.
 */
export function TradeDetailsSection({ section }: { section: SectionContentOf<'trade-details'> }) {
  const { pathname } = useLocation();
  // The page's title: its banner (and h1) does not print, the letterhead names the page instead.
  const title = (useLoaderData() as { page?: { title?: string } } | undefined)?.page?.title;
  const { type: _type, id, eyebrow, heading, intro, synonyms, gradeCodes, products, documents, ...details } = section;
  const listed = { details, synonyms, gradeCodes };
  return (
    <>
      <div data-print-first="" className="hidden print:block">
        <PrintLetterhead realPath={realPath(pathname)} />
        {title && <p className="mt-4 text-2xl font-semibold text-brand-strong">{title}</p>}
      </div>
      <SectionShell id={id} eyebrow={eyebrow} heading={heading} intro={intro} align="start" spacing="compact">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] print:block">
          {hasTradeDetails(listed) && <TradeDetailsList {...listed} />}
          <div className="space-y-8 print:mt-4 print:space-y-4">
            {products && (
              <DataTable
                caption="HS codes of the products on this page"
                columns={['Product', 'HS code']}
                rows={products.map((p) => [
                  p.to ? (
                    <ContentLink to={p.to} className="underline decoration-brand/30 underline-offset-2 hover:decoration-brand">
                      {p.name}
                    </ContentLink>
                  ) : (
                    p.name
                  ),
                  <span className="tabular-nums">{p.hsCode}</span>,
                ])}
                rowKeys={products.map((p) => p.name)}
              />
            )}
            {documents && (
              <div>
                <h3 className="text-lg font-semibold text-brand-strong">Documents</h3>
                <DocumentList documents={documents} className="mt-3" />
              </div>
            )}
            <PrintButton />
          </div>
        </div>
      </SectionShell>
    </>
  );
}
