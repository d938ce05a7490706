import fileTextIcon from 'virtual:icon/file-text';
import type { ReactNode } from 'react';
import type { ResolvedDocument } from '../../content/resolved.ts';
import type { DocumentRef, TradeDetails } from '../../content/trade-details.ts';
import { Icon } from './icon.tsx';
import { HsCodeValue, PolicyNotices } from './trade-rules.tsx';
import type { UiStrings } from '../i18n/ui/en.ts';
import { useUi } from '../i18n/use-ui.ts';
import { format as enFormat } from '../i18n/ui/en/en-format.ts';
import { catalogue as enCatalogue } from '../i18n/ui/en/en-catalogue.ts';
import { trade as enTrade } from '../i18n/ui/en/en-trade.ts';

export type ShownDocument = Omit<DocumentRef, 'file'> & ResolvedDocument;

/** "84 KB", "1.2 MB": what a buyer on a slow connection wants to know before tapping ("1,2 Mo" in French). */
export function fileSize(bytes: number, trade: UiStrings['trade'] = enTrade, format: UiStrings['format'] = enFormat): string {
  if (bytes < 1024 * 1024) return trade.kb(format.number(Math.max(1, Math.round(bytes / 1024))));
  return trade.mb(format.fixed(bytes / (1024 * 1024), 1));
}

/** "Specification sheet (sample, PDF, 84 KB)". */
export function documentLabel(doc: ShownDocument, trade: UiStrings['trade'] = enTrade, format: UiStrings['format'] = enFormat): string {
  const names: Record<DocumentRef['type'], string> = trade.documentTypes;
  return trade.documentLabel(doc.title ?? names[doc.type], Boolean(doc.sample), fileSize(doc.bytes, trade, format));
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-t border-line py-3 first:border-t-0 sm:grid sm:grid-cols-[11rem_1fr] sm:gap-4 print:grid print:grid-cols-[9rem_1fr] print:gap-3 print:py-1 print:break-inside-avoid">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 text-ink sm:mt-0 print:mt-0">{children}</dd>
    </div>
  );
}

function Lines({ items }: { items: readonly string[] }) {
  if (items.length === 1) return <>{items[0]}</>;
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

interface TradeDetailsListProps {
  details: TradeDetails;
  synonyms?: readonly string[] | undefined;
  gradeCodes?: readonly string[] | undefined;
  className?: string;
}

/** Whether there is anything to show. */
export function hasTradeDetails({ details, synonyms, gradeCodes }: TradeDetailsListProps): boolean {
  return Object.values(details).some((v) => v !== undefined) || Boolean(synonyms?.length) || Boolean(gradeCodes?.length);
}

/** The trade facts of a product as a labelled list: the same rows on the page and on its printed sheet. */
export function TradeDetailsList({ details, synonyms, gradeCodes, className = '' }: TradeDetailsListProps) {
  const d = details;
  const { trade: t, catalogue: c } = useUi({ catalogue: enCatalogue, trade: enTrade, format: enFormat });
  return (
    <dl className={`rounded-card border border-line bg-surface px-5 py-2 shadow-card print:border-0 print:px-0 print:py-0 ${className}`}>
      {d.hsCode && (
        <Row label={t.hsCode}>
          <HsCodeValue hs={d.hsCode} />
          {d.hsCode.status === 'indicative' && <span className="mt-1 block text-sm text-ink-muted">{t.indicativeExplained}</span>}
        </Row>
      )}
      {d.policyNotices && (
        <Row label={t.tradeRules}>
          <PolicyNotices notices={d.policyNotices} />
        </Row>
      )}
      {synonyms && synonyms.length > 0 && <Row label={c.alsoKnownAs}>{synonyms.join(', ')}</Row>}
      {gradeCodes && gradeCodes.length > 0 && <Row label={c.grades}>{gradeCodes.join(', ')}</Row>}
      {d.origin && <Row label={t.origin}>{d.origin}</Row>}
      {d.minimumOrder && <Row label={t.minimumOrder}>{d.minimumOrder}</Row>}
      {d.packing && (
        <Row label={c.packing}>
          <Lines items={d.packing} />
        </Row>
      )}
      {d.leadTime && <Row label={t.leadTime}>{d.leadTime}</Row>}
      {d.incoterms && <Row label={t.incoterms}>{d.incoterms.join(', ')}</Row>}
      {d.documentsAvailable && (
        <Row label={t.documentsAvailable}>
          <Lines items={d.documentsAvailable} />
        </Row>
      )}
      {d.shelfLife && <Row label={t.shelfLife}>{d.shelfLife}</Row>}
      {d.storage && <Row label={t.storage}>{d.storage}</Row>}
    </dl>
  );
}

/** Downloadable PDFs, each named with its type and size. */
export function DocumentList({ documents, className = '' }: { documents: readonly ShownDocument[]; className?: string }) {
  const ui = useUi({ catalogue: enCatalogue, trade: enTrade, format: enFormat });
  return (
    <ul className={`space-y-2 ${className}`}>
      {documents.map((doc) => (
        <li key={doc.url}>
          <a
            href={doc.url}
            target="_blank"
            rel="noopener"
            className="inline-flex items-start gap-2 font-medium text-brand underline decoration-brand/30 underline-offset-2 hover:decoration-brand"
          >
            <Icon node={fileTextIcon} className="mt-0.5 size-4 shrink-0" />
            {documentLabel(doc, ui.trade, ui.format)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A catalogue product's trade facts beside its documents: the block API and eco-palm product
 * pages share. The documents are links to PDFs, so the printed sheet leaves them out.
 */
export function ProductTradeDetails({
  details,
  documents,
  headingId,
  className = '',
}: {
  details: TradeDetails | undefined;
  documents: readonly ShownDocument[] | undefined;
  headingId?: string;
  className?: string;
}) {
  const ui = useUi({ catalogue: enCatalogue, trade: enTrade, format: enFormat });
  return (
    <div className={`grid items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] print:block ${className}`}>
      <div>
        <h2 id={headingId} className="heading-2">
          {ui.trade.tradeDetails}
        </h2>
        {details && <TradeDetailsList details={details} className="mt-6 print:mt-2" />}
      </div>
      {documents && (
        <div className="lg:pt-14 print:hidden">
          <h3 className="text-lg font-semibold text-brand-strong">{ui.trade.documents}</h3>
          <DocumentList documents={documents} className="mt-3" />
        </div>
      )}
    </div>
  );
}
