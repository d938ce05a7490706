import { Isolated } from './bidi.tsx';
import fileClockIcon from 'virtual:icon/file-clock';
import fileTextIcon from 'virtual:icon/file-text';
import { useId, type ReactNode } from 'react';
import { documentHeading, documentName } from '../../content/document-types.ts';
import type { Resolved } from '../../content/resolved.ts';
import type { DocumentRef, Price, TradeDetails } from '../../content/trade-details.ts';
import { Icon, IconAgain } from './icon.tsx';
import { HsCodeValue, PolicyNotices } from './trade-rules.tsx';
import { useUi } from '../i18n/use-ui.ts';
import { useLocale } from '../i18n/locale-context.tsx';
import { useSite } from '../i18n/use-site.ts';
import enSite from 'virtual:content/site';
import type { UiStrings } from '../i18n/ui-types.ts';
import type { Locale } from '../../content/locales.ts';
import { format as enFormat } from '../i18n/format.ts';
import { catalogue as enCatalogue } from 'virtual:ui/en/catalogue';
import { trade as enTrade } from 'virtual:ui/en/trade';

/** A document as the page receives it: a file (its built URL and size) or one sent on request. */
export type ShownDocument = Resolved<DocumentRef>;
type ShownFile = Extract<ShownDocument, { url: string }>;

/** The words a document's facts are written with: the page's `trade` and `format` sections. */
type DocumentWords = Pick<UiStrings, 'trade' | 'format'>;

/** "84 KB", "1.2 MB" ("84 Ko", "1,2 Mo"): what a buyer on a slow connection wants to know before tapping. */
function fileSize(bytes: number, { trade, format }: DocumentWords): string {
  if (bytes < 1024 * 1024) return trade.kb({ n: format.number(Math.max(1, Math.round(bytes / 1024))) });
  return trade.mb({ n: format.fixed(bytes / (1024 * 1024), 1) });
}

/**
 * What a file's link says after its name: "sample, lot 2405, 12 March 2026, PDF, 84 KB, French",
 * in the page's language. The document's language is named unless it is the page's (an English
 * sheet on a French page says "anglais": the buyer learns it before downloading).
 */
function documentFacts(doc: ShownFile, words: DocumentWords, locale: Locale): string {
  return words.trade.documentFacts({
    sample: Boolean(doc.sample),
    lot: doc.lot,
    date: words.format.date(doc.date),
    size: fileSize(doc.bytes, words),
    language: doc.language === locale ? undefined : words.trade.documentLanguage[doc.language],
  });
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="trade-row">
      <dt className="fact-term">{label}</dt>
      <dd className="fact-detail">{children}</dd>
    </div>
  );
}

function Lines({ items }: { items: readonly string[] }) {
  if (items.length === 1) return <Isolated text={items[0]!} />;
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item}>
          <Isolated text={item} />
        </li>
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

/** Two decimals where either end has cents ("4.20-4.60"), none for whole amounts ("1,250-1,400"). */
const priceDigits = (p: Pick<Price, 'min' | 'max'>) => (Number.isInteger(p.min) && Number.isInteger(p.max) ? 0 : 2);

/**
 * "USD 4.20-4.60 per kg, FOB Nhava Sheva, valid until 31 January 2027", numbers and date written
 * as the page's language writes them (components/i18n/format.ts, through Intl).
 */
export function priceText(price: Price, { trade, format }: Pick<UiStrings, 'trade' | 'format'>): string {
  const digits = priceDigits(price);
  return trade.priceBand({
    currency: price.currency,
    min: format.fixed(price.min, digits),
    max: price.max === price.min ? null : format.fixed(price.max, digits),
    unit: trade.priceUnits[price.unit],
    incoterm: price.incoterm,
    port: price.port,
    date: format.date(price.validUntil),
  });
}

function PriceRow({ price, gradePrices }: { price: Price | undefined; gradePrices: TradeDetails['gradePrices'] }) {
  const ui = useUi({ trade: enTrade, format: enFormat });
  const lines = [...(price ? [priceText(price, ui)] : []), ...(gradePrices ?? []).map((g) => `${g.grade}: ${priceText(g.price, ui)}`)];
  if (!lines.length) return null;
  return (
    <Row label={ui.trade.indicativePrice}>
      <span data-price="">
        <Lines items={lines} />
      </span>
      <span className="mt-1 block text-sm text-ink-muted">{ui.trade.priceConfirmed}</span>
    </Row>
  );
}

/** Whether there is anything to show. */
export function hasTradeDetails({ details, synonyms, gradeCodes }: TradeDetailsListProps): boolean {
  return Object.values(details).some((v) => v !== undefined) || Boolean(synonyms?.length) || Boolean(gradeCodes?.length);
}

/** The trade facts of a product as a labelled list: the same rows on the page and on its printed sheet. */
export function TradeDetailsList({ details, synonyms, gradeCodes, className = '' }: TradeDetailsListProps) {
  const d = details;
  const { trade: t, catalogue: c, format } = useUi({ catalogue: enCatalogue, trade: enTrade, format: enFormat });
  // The site's payment terms unless the product has its own: the same rows on every product page.
  const { paymentTerms: sitePaymentTerms, certificates: siteCertificates } = useSite({ paymentTerms: enSite.paymentTerms, certificates: enSite.certificates });
  // Only certificates still valid reach the page (the content load drops expired ones and the products' claims to them).
  const held = d.certificates ? siteCertificates.filter((cert) => d.certificates!.includes(cert.type)) : [];
  const payment = d.paymentTerms ?? sitePaymentTerms;
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
      <PriceRow price={d.price} gradePrices={d.gradePrices} />
      {synonyms && synonyms.length > 0 && <Row label={c.alsoKnownAs}><Isolated text={format.list(synonyms)} /></Row>}
      {gradeCodes && gradeCodes.length > 0 && <Row label={c.grades}><Isolated text={format.list(gradeCodes)} /></Row>}
      {held.length > 0 && (
        <Row label={t.certificates}>
          <ul className="space-y-1">
            {held.map((cert) => (
              <li key={`${cert.type}:${cert.number}`}>
                <Isolated text={t.certificateLine({ type: t.certificateTypes[cert.type], issuer: cert.issuer, number: cert.number, date: format.date(cert.validUntil) })} />
                {cert.verifyUrl && (
                  <>
                    {' '}
                    <a href={cert.verifyUrl} target="_blank" rel="noopener" className="text-brand underline decoration-brand/30 underline-offset-2 hover:decoration-brand print:hidden">
                      {t.verify}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </Row>
      )}
      {d.origin && <Row label={t.origin}>{d.origin}</Row>}
      {d.minimumOrder && <Row label={t.minimumOrder}>{d.minimumOrder}</Row>}
      {d.packing && (
        <Row label={c.packing}>
          <Lines items={d.packing} />
        </Row>
      )}
      {d.leadTime && <Row label={t.leadTime}>{d.leadTime}</Row>}
      {d.incoterms && <Row label={t.incoterms}><Isolated text={format.list(d.incoterms)} /></Row>}
      {payment && (
        <Row label={t.paymentTerms}>
          <Lines items={payment} />
        </Row>
      )}
      {d.samplePolicy && (
        <Row label={t.samples}>
          {t.samplePolicy({ free: d.samplePolicy.cost === 'free', quantity: d.samplePolicy.quantity, courier: d.samplePolicy.courierPaidBy, leadTime: d.samplePolicy.leadTime })}
        </Row>
      )}
      {d.containerLoad && (
        <Row label={t.containerLoad}>
          <Lines items={d.containerLoad.map((l) => t.containerLine({ packing: l.packing, per20ft: format.number(l.per20ft), per40ft: format.number(l.per40ft), unit: l.unit }))} />
        </Row>
      )}
      {d.shelfLife && <Row label={t.shelfLife}>{d.shelfLife}</Row>}
      {d.storage && <Row label={t.storage}>{d.storage}</Row>}
    </dl>
  );
}

/** True when some documents are sent on request: the ones a printed sheet lists. */
export function anyOnRequest(documents: readonly ShownDocument[]): boolean {
  return documents.some((doc) => !('url' in doc));
}

/**
 * A product's documents: each PDF a link named by its type (and title), with its date and size;
 * each document sent on request named, with "on request". Printed as plain lines, without the links.
 */
export function DocumentList({ documents, className = '' }: { documents: readonly ShownDocument[]; className?: string }) {
  const onRequest = anyOnRequest(documents);
  // Each icon kind drawn whole on its first line, referenced by the lines after it (IconAgain).
  const id = useId();
  const iconIds = { file: `${id}file`, request: `${id}request` };
  const firstIndex = { file: documents.findIndex((doc) => 'url' in doc), request: documents.findIndex((doc) => !('url' in doc)) };
  const ui = useUi({ trade: enTrade, format: enFormat });
  const words = ui.trade;
  const locale = useLocale();
  return (
    <div className={className}>
      <ul className="space-y-3 print:space-y-0.5">
        {documents.map((doc, index) => (
          // A link does nothing on paper: the printed sheet names the documents sent on request.
          <li key={'url' in doc ? doc.url : `${doc.type}:${doc.title ?? ''}`} className={'url' in doc ? 'doc-item print:hidden' : 'doc-item'}>
            {index === firstIndex['url' in doc ? 'file' : 'request'] ? (
              <Icon node={'url' in doc ? fileTextIcon : fileClockIcon} className="doc-icon" id={iconIds['url' in doc ? 'file' : 'request']} />
            ) : (
              <IconAgain id={iconIds['url' in doc ? 'file' : 'request']} className="doc-icon" />
            )}
            <span className="min-w-0">
              {'url' in doc ? (
                <a
                  href={doc.url}
                  target="_blank"
                  rel="noopener"
                  type="application/pdf"
                  hrefLang={doc.language}
                  className="font-medium text-brand underline decoration-brand/30 underline-offset-2 hover:decoration-brand print:text-ink print:no-underline"
                >
                  {documentHeading(doc, words.documentTypes)}{' '}
                  <span className="text-sm font-normal text-ink-muted">
                    {/* "PDF، 113 ك.ب": isolated, "PDF" no longer pulls the size's number to its side in Arabic. */}
                    (<Isolated text={documentFacts(doc, ui, locale)} />)
                  </span>
                </a>
              ) : (
                <>
                  {/* Named as a buyer asks for it; only a link (the contract's) must start with its type's label. */}
                  <span className="font-medium text-ink">{documentName(doc, words.documentTypes)}</span>{' '}
                  {/* No-break spaces keep "(on request)" on one line; nowrap would also stop a long word beside it from wrapping. */}
                  <span className="text-sm text-ink-muted">{`(${words.onRequest.replaceAll(' ', '\u00a0')})`}</span>
                </>
              )}
              {doc.note && <span className="block text-sm text-ink-muted">{doc.note}</span>}
            </span>
          </li>
        ))}
      </ul>
      {onRequest && (
        <p className="mt-4 text-sm text-ink-muted print:hidden">{words.documentsOnRequestHint}</p>
      )}
    </div>
  );
}

/** A catalogue product's trade facts beside its documents: the block API and eco-palm product pages share. */
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
        <div className={`lg:pt-14 print:mt-3 print:pt-0 ${anyOnRequest(documents) ? '' : 'print:hidden'}`}>
          <h3 className="text-lg font-semibold text-brand-strong print:text-base">{ui.trade.documents}</h3>
          <DocumentList documents={documents} className="mt-3 print:mt-1" />
        </div>
      )}
    </div>
  );
}
