/**
 * What a product's documents can be, and how the site names them: the page's Documents list, the
 * enquiry's "Documents wanted" checkboxes and the content check read these. Plain data (no zod), so
 * the browser may import it.
 */
export const documentTypeLabels = {
  'specification-sheet': 'Specification sheet',
  'certificate-of-analysis': 'Certificate of analysis',
  'safety-data-sheet': 'Safety data sheet',
  'technical-data-sheet': 'Technical data sheet',
  certificate: 'Certificate',
  brochure: 'Brochure',
  'dmf-cep-letter-of-access': 'DMF/CEP letter of access',
  'gmp-certificate': 'GMP certificate',
  'test-report': 'Test report',
  other: 'Document',
} as const;

export type DocumentType = keyof typeof documentTypeLabels;
/** The labels of every type in one language: the UI catalogues' `trade.documentTypes` (English: the list above itself). */
export type DocumentTypeLabels = Readonly<Record<DocumentType, string>>;
export const documentTypes = Object.keys(documentTypeLabels) as [DocumentType, ...DocumentType[]];

/** Languages a document may be written in (ISO 639-1), with their English names as the page shows them. */
export const documentLanguageNames = {
  en: 'English',
  ar: 'Arabic',
  fr: 'French',
  es: 'Spanish',
  pt: 'Portuguese',
  ru: 'Russian',
  zh: 'Chinese',
  de: 'German',
  it: 'Italian',
  tr: 'Turkish',
  fa: 'Persian',
  hi: 'Hindi',
} as const;

export type DocumentLanguage = keyof typeof documentLanguageNames;
export const documentLanguages = Object.keys(documentLanguageNames) as [DocumentLanguage, ...DocumentLanguage[]];

/** The largest PDF the site offers: a buyer on a phone, on a slow network, downloads it. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A document's name, as a buyer asks for it: its own title ("Phytosanitary certificate") or its
 * type's label ("Certificate of analysis").
 */
export function documentName(doc: { type: DocumentType; title?: string | undefined }, labels: DocumentTypeLabels = documentTypeLabels): string {
  return doc.title ?? labels[doc.type];
}

/**
 * The name a document's link starts with: its type's label, then its title where the title does
 * not already start with it ("Certificate: Halal certificate", "Certificate of analysis, lot 2405").
 */
export function documentHeading(doc: { type: DocumentType; title?: string | undefined }, labels: DocumentTypeLabels = documentTypeLabels): string {
  const label = labels[doc.type];
  if (!doc.title) return label;
  return doc.title.toLowerCase().startsWith(label.toLowerCase()) ? doc.title : `${label}: ${doc.title}`;
}

/** Each name once (ignoring case), in order: what a product's enquiry line offers to tick. */
export function documentNames(docs: readonly { type: DocumentType; title?: string | undefined }[]): string[] {
  const names = docs.map((doc) => documentName(doc));
  return names.filter((name, i) => names.findIndex((n) => n.toLowerCase() === name.toLowerCase()) === i);
}

/**
 * A translated page's own document titles by the English names its enquiry lines keep: the
 * translation holds the same documents in the same order (only their texts differ), so the n-th
 * name of each is the same document. Only titles that differ are listed (a type's label is
 * translated by the UI catalogue, and a name or code left as it is needs nothing).
 */
export function documentTitles(
  english: readonly { type: DocumentType; title?: string | undefined }[],
  translated: readonly { type: DocumentType; title?: string | undefined }[],
): Record<string, string> {
  const titles: Record<string, string> = {};
  if (english.length !== translated.length) return titles;
  english.forEach((doc, i) => {
    const name = documentName(doc);
    const shown = documentName(translated[i]!);
    if (shown !== name && !Object.hasOwn(titles, name)) titles[name] = shown;
  });
  return titles;
}
