import fileTextIcon from 'virtual:icon/file-text';
import type { ReactNode } from 'react';
import type { ResolvedDocument } from '../../content/resolved.ts';
import type { DocumentRef, TradeDetails } from '../../content/trade-details.ts';
import { Icon } from './icon.tsx';
import { HsCodeValue, INDICATIVE_EXPLAINED, PolicyNotices } from './trade-rules.tsx';

export type ShownDocument = Omit<DocumentRef, 'file'> & ResolvedDocument;

const documentNames: Record<DocumentRef['type'], string> = {
  'specification-sheet': 'Specification sheet',
  'certificate-of-analysis': 'Certificate of analysis',
  'safety-data-sheet': 'Safety data sheet',
  'technical-data-sheet': 'Technical data sheet',
  certificate: 'Certificate',
  brochure: 'Brochure',
};

/** "84 KB", "1.2 MB": what a buyer on a slow connection wants to know before tapping. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "Specification sheet (sample, PDF, 84 KB)". */
export function documentLabel(doc: ShownDocument): string {
  return `${doc.title ?? documentNames[doc.type]} (${doc.sample ? 'sample, ' : ''}PDF, ${fileSize(doc.bytes)})`;
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
  return (
    <dl className={`rounded-card border border-line bg-surface px-5 py-2 shadow-card print:border-0 print:px-0 print:py-0 ${className}`}>
      {d.hsCode && (
        <Row label="HS code">
          <HsCodeValue hs={d.hsCode} />
          {d.hsCode.status === 'indicative' && <span className="mt-1 block text-sm text-ink-muted">{INDICATIVE_EXPLAINED}</span>}
        </Row>
      )}
      {d.policyNotices && (
        <Row label="Trade rules">
          <PolicyNotices notices={d.policyNotices} />
        </Row>
      )}
      {synonyms && synonyms.length > 0 && <Row label="Also known as">{synonyms.join(', ')}</Row>}
      {gradeCodes && gradeCodes.length > 0 && <Row label="Grades">{gradeCodes.join(', ')}</Row>}
      {d.origin && <Row label="Origin">{d.origin}</Row>}
      {d.minimumOrder && <Row label="Minimum order">{d.minimumOrder}</Row>}
      {d.packing && (
        <Row label="Packing">
          <Lines items={d.packing} />
        </Row>
      )}
      {d.leadTime && <Row label="Lead time">{d.leadTime}</Row>}
      {d.incoterms && <Row label="Incoterms">{d.incoterms.join(', ')}</Row>}
      {d.documentsAvailable && (
        <Row label="Documents available">
          <Lines items={d.documentsAvailable} />
        </Row>
      )}
      {d.shelfLife && <Row label="Shelf life">{d.shelfLife}</Row>}
      {d.storage && <Row label="Storage">{d.storage}</Row>}
    </dl>
  );
}

/** Downloadable PDFs, each named with its type and size. */
export function DocumentList({ documents, className = '' }: { documents: readonly ShownDocument[]; className?: string }) {
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
            {documentLabel(doc)}
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
  return (
    <div className={`grid items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] print:block ${className}`}>
      <div>
        <h2 id={headingId} className="heading-2">
          Trade details
        </h2>
        {details && <TradeDetailsList details={details} className="mt-6 print:mt-2" />}
      </div>
      {documents && (
        <div className="lg:pt-14 print:hidden">
          <h3 className="text-lg font-semibold text-brand-strong">Documents</h3>
          <DocumentList documents={documents} className="mt-3" />
        </div>
      )}
    </div>
  );
}
