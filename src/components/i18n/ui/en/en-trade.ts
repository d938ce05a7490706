import type { PriceUnit } from '../../../../content/trade-details.ts';
import { certificateTypeLabels, type CertificateTypeLabels } from '../../../../content/certificate-types.ts';
import { documentLanguageNames, documentTypeLabels, type DocumentLanguage, type DocumentTypeLabels } from '../../../../content/document-types.ts';

/** A price's parts as the page writes them: numbers and date already in the page's language; `max` null for one price. */
export interface PriceWords {
  currency: string;
  min: string;
  max: string | null;
  unit: string;
  incoterm: string;
  port?: string | undefined;
  date: string;
}

/** A sample policy's parts: free or paid, who pays the courier; quantity and lead time as written. */
export interface SampleWords {
  free: boolean;
  quantity?: string | undefined;
  courier: 'buyer' | 'seller';
  leadTime?: string | undefined;
}

/** English UI strings: `trade` (the dictionary's shape: src/components/i18n/ui/en.ts). */
export const trade = {
  tradeDetails: 'Trade details',
  documents: 'Documents',
  hsCode: 'HS code',
  tradeRules: 'Trade rules',
  origin: 'Origin',
  minimumOrder: 'Minimum order',
  leadTime: 'Lead time',
  incoterms: 'Incoterms',
  documentsAvailable: 'Documents available',
  shelfLife: 'Shelf life',
  storage: 'Storage',
  indicative: 'indicative',
  indicativeExplained: 'Indicative: our classification, not yet confirmed by a customs broker. Confirm the code for your market with your broker.',
  source: (line: string) => `Source: ${line}`,
  /** The day the owner last checked a notice against its source: a buyer's compliance team judges how current it is. */
  checkedOn: (date: string) => `checked on ${date}`,
  /** The one list of document types and their English names (src/content/document-types.ts): every locale translates each type, the typecheck says which are missing. */
  documentTypes: documentTypeLabels as DocumentTypeLabels,
  /** "Specification sheet (sample, PDF, 84 KB)". */
  documentLabel: (title: string, sample: boolean, size: string) => `${title} (${sample ? 'sample, ' : ''}PDF, ${size})`,
  kb: (n: string) => `${n} KB`,
  mb: (n: string) => `${n} MB`,
  productsTableCaption: 'HS codes of the products on this page',
  product: 'Product',
  enquiry: 'Enquiry',
  seeTheNotice: 'See the notice',
  seeItsPage: 'See its page',
  /**
   * What a document's link says after its name: "sample, lot 2405, 12 March 2026, PDF, 84 KB, French".
   * `date` and `size` arrive formatted for the page; `language` is named by `documentLanguage`, and
   * absent for a document in the page's own language.
   */
  documentFacts: (p: { sample: boolean; lot?: string | undefined; date: string; size: string; language?: string | undefined }) =>
    [p.sample ? 'sample' : null, p.lot ? `lot ${p.lot}` : null, p.date, `PDF, ${p.size}`, p.language ?? null].filter(Boolean).join(', '),
  /** A document's language by its ISO 639-1 code ("French"); other locales name them in their own words. */
  documentLanguage: (code: DocumentLanguage): string => documentLanguageNames[code],
  /** After a document sent on request (the contract's `on request`). */
  onRequest: 'on request',
  indicativePrice: 'Indicative price',
  /** "USD 4.20-4.60 per kg, FOB Nhava Sheva, valid until 31 January 2027": numbers and date arrive written in the page's language. */
  priceBand: (p: PriceWords) => `${p.currency} ${p.max === null ? p.min : `${p.min}-${p.max}`} per ${p.unit}, ${p.incoterm}${p.port ? ` ${p.port}` : ''}, valid until ${p.date}`,
  priceUnits: { kg: 'kg', MT: 'MT', L: 'L', piece: 'piece', carton: 'carton', bag: 'bag', drum: 'drum' } as Readonly<Record<PriceUnit, string>>,
  priceConfirmed: 'Indicative only: our quotation confirms the price.',
  paymentTerms: 'Payment terms',
  samples: 'Samples',
  /** "Free, 500 g; courier paid by the buyer; sent within 5 days": quantity and lead time as the content writes them. */
  samplePolicy: (p: SampleWords) =>
    [p.free ? 'Free' : 'Paid', p.quantity, p.courier === 'buyer' ? 'courier paid by the buyer' : 'courier paid by us', p.leadTime ? `sent within ${p.leadTime}` : undefined].filter(Boolean).join('; '),
  containerLoad: 'Container load',
  /** "25 kg drums: 80 drums in a 20′ container, 160 in a 40′": counts arrive written in the page's language. */
  containerLine: (p: { packing: string; per20ft: string; per40ft: string; unit: string }) => `${p.packing}: ${p.per20ft} ${p.unit} in a 20′ container, ${p.per40ft} in a 40′`,
  certificates: 'Certificates',
  /** "Halal, Fixture Halal Authority, no. HAL-2291, valid until 30 June 2027". */
  certificateLine: (p: { type: string; issuer: string; number: string; date: string }) => `${p.type}, ${p.issuer}, no. ${p.number}, valid until ${p.date}`,
  verify: 'Verify',
  /** The products table's filter by certificate (a commodity page): its label and the choice of every row. */
  certificateFilter: 'Certificate',
  anyCertificate: 'All products',
  certificateTypes: certificateTypeLabels as CertificateTypeLabels,
  documentsOnRequestHint: 'Documents on request: tick the ones you need under “Documents wanted” when you send your enquiry.',
};
