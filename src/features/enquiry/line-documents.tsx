import { documentTypeLabels, documentTypes } from '../../content/document-types.ts';
import { lineName, type EnquiryLine, type EnquiryListStore } from './enquiry-list-store.ts';
import { useListWords, type ListWords } from './list-words.ts';
import { enquiry as enEnquiry } from 'virtual:ui/en/enquiry';
import { englishUi } from '../../components/i18n/use-ui.ts';
import { useLocale } from '../../components/i18n/locale-context.tsx';
import type { Locale } from '../../content/locales.ts';

/** What a line offers when its product's page gave no list (a product typed by name): the documents most buyers ask for. */
export const USUAL_DOCUMENTS: readonly string[] = [
  documentTypeLabels['certificate-of-analysis'],
  documentTypeLabels['specification-sheet'],
  documentTypeLabels['safety-data-sheet'],
  englishUi({ enquiry: enEnquiry }).enquiry.certificateOfOrigin,
];

/**
 * A document's name as the page's language says it: a line keeps (and sends) the English name the
 * sales team reads; a type's label ("Certificate of analysis") and the certificate of origin are
 * shown translated, a product's own title as its page in this language titled it (`titles`, the
 * line's for the language), else as the line holds it.
 */
export function documentShownName(name: string, words: Pick<ListWords, 'enquiry' | 'trade'>, titles?: Readonly<Record<string, string>>): string {
  if (titles && Object.hasOwn(titles, name)) return titles[name]!;
  if (name === USUAL_DOCUMENTS[3]) return words.enquiry.certificateOfOrigin;
  const type = documentTypes.find((t) => documentTypeLabels[t] === name);
  return type ? words.trade.documentTypes[type] : name;
}

/** The titles a line shows its documents by in this language (none in English: its names are English). */
export function lineTitles(line: Pick<EnquiryLine, 'documentTitles'>, locale: Locale): Readonly<Record<string, string>> | undefined {
  return locale === 'en' ? undefined : line.documentTitles[locale];
}

/** The checkboxes a line shows: its product's documents (or the usual ones), and anything ticked that is no longer among them. */
export function documentChoices(line: Pick<EnquiryLine, 'documents' | 'documentOptions'>): string[] {
  const offered = line.documentOptions.length > 0 ? line.documentOptions : USUAL_DOCUMENTS;
  return [...offered, ...line.documents.filter((d) => !offered.includes(d))];
}

/** "Documents wanted for {product}": a checkbox per document the product comes with. */
export function LineDocuments({ id, line, store }: { id: string; line: EnquiryLine; store: EnquiryListStore }) {
  const ui = useListWords();
  const locale = useLocale();
  const titles = lineTitles(line, locale);
  const toggle = (name: string, on: boolean) => {
    const wanted = on ? [...line.documents, name] : line.documents.filter((d) => d !== name);
    // In the order the product lists them, whatever order they were ticked in.
    const order = documentChoices(line);
    store.update(line.product, { documents: order.filter((d) => wanted.includes(d)) });
  };
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-xs font-semibold text-ink-muted">
        {ui.enquiry.documentsWanted} <span className="sr-only">{ui.enquiry.forProduct({ product: lineName(line, locale) })}</span>
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {documentChoices(line).map((name, i) => (
          <label key={name} htmlFor={`${id}-doc-${i}`} className="inline-flex min-h-9 items-center gap-2 text-sm text-ink">
            <input
              id={`${id}-doc-${i}`}
              type="checkbox"
              checked={line.documents.includes(name)}
              onChange={(e) => toggle(name, e.target.checked)}
              className="size-4 shrink-0 accent-brand"
            />
            {documentShownName(name, ui, titles)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
