import { documentTypeLabels, type DocumentTypeLabels } from '../../../../content/document-types.ts';

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
};
