import { documentLanguageNames, documentTypeLabels, type DocumentLanguage, type DocumentTypeLabels } from '../../../../content/document-types.ts';

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
  documentsOnRequestHint: 'Documents on request: tick the ones you need under “Documents wanted” when you send your enquiry.',
};
