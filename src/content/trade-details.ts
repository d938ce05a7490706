import { z } from 'zod';
import { oneLine, oneLineRule } from './primitives.ts';

/** Digits of an HS code as written ("0713 20 10", "2924.29"): what search and checks compare. */
export function hsDigits(code: string): string {
  return code.replace(/[.\s]/g, '');
}

/**
 * An HS (Harmonized System) code: 6 digits (international) or 8 (India's ITC-HS), written with
 * or without dots and spaces: "2924.29", "0713 20 10" and "07132010" are all fine.
 */
export const hsCode = oneLineRule(z.string())
  .superRefine((value, ctx) => {
    const digits = hsDigits(value);
    if (!/^[\d.\s]+$/.test(value) || digits.length < 6 || digits.length > 8) {
      ctx.addIssue({
        code: 'custom',
        message: `expected an HS code of 6 to 8 digits, e.g. "2924.29" or "0713 20 10" (dots and spaces allowed), not "${value}"`,
      });
    }
  })
  .meta({ description: 'HS code, 6 or 8 digits; dots and spaces allowed, e.g. "2924.29" or "0713 20 10".' });

/** A list of short texts without repeats (ignoring case): a repeat is a copy-paste slip, and doubles search results. */
const distinctList = (what: string) =>
  z.array(oneLineRule(z.string().trim().min(1))).superRefine((list, ctx) => {
    const seen = new Map<string, number>();
    list.forEach((item, i) => {
      const key = item.trim().toLowerCase();
      const first = seen.get(key);
      if (first !== undefined) ctx.addIssue({ code: 'custom', path: [i], message: `duplicate ${what} "${item}" (same as [${first}], ignoring case)` });
      else seen.set(key, i);
    });
  });

export const synonyms = distinctList('synonym').meta({
  description:
    'Other names buyers search for, e.g. "Acetaminophen" for Paracetamol or "Kabuli chana" for chickpeas. Shown as "Also known as" and found by the site search. No repeats.',
});

export const gradeCodes = distinctList('grade code').meta({
  description: 'Grade or size codes buyers quote, e.g. "W320" or "SW240". Shown as "Grades" and found by the site search. No repeats.',
});

export const incoterms = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;

/** The trade facts a buyer's purchasing team asks for before a quotation: all optional, shown as a labelled list. */
export const tradeDetailsFields = {
  hsCode: hsCode.optional(),
  origin: oneLine().optional().meta({ description: 'Country (and region) of origin, e.g. "India (Guntur, Andhra Pradesh)".' }),
  minimumOrder: oneLine().optional().meta({ description: 'Minimum order quantity, e.g. "25 kg (one drum)" or "one 20-foot container".' }),
  packing: z.array(oneLine()).min(1).optional().meta({ description: 'Packing options, one per line, e.g. "25 kg fibre drum with double LDPE liners".' }),
  leadTime: oneLine().optional().meta({ description: 'Usual time from confirmed order to dispatch, e.g. "2-3 weeks from confirmed order".' }),
  incoterms: z
    .array(z.enum(incoterms))
    .min(1)
    .optional()
    .meta({ description: 'Incoterms 2020 you quote, e.g. ["FOB", "CFR", "CIF"].' }),
  documentsAvailable: z
    .array(oneLine())
    .min(1)
    .optional()
    .meta({
      description:
        'Documents a buyer can have, one per line, worded as you can back them, e.g. "Certificate of analysis (COA) with every lot", "DMF or CEP: available from the manufacturer where held", "Halal or kosher certificate: on request for certified lots".',
    }),
  shelfLife: oneLine().optional().meta({ description: 'Shelf life or retest period, e.g. "24 months from packing".' }),
  storage: oneLine().optional().meta({ description: 'Storage conditions, e.g. "Cool, dry place below 25 °C, away from light".' }),
};

export const tradeDetails = z
  .strictObject(tradeDetailsFields)
  .meta({ description: 'Trade facts shown as a labelled list on the product page and its printed sheet. Every field is optional.' });

export type TradeDetails = z.output<typeof tradeDetails>;

/** A PDF in content/documents. The check proves it exists and really is a PDF. */
export const documentPath = z
  .string()
  .regex(/^documents\/(?:[\w-]+\/)*[\w.-]+\.pdf$/i, { message: 'expected a path like "documents/paracetamol-specification-sheet.pdf" (a PDF inside content/documents)' })
  .brand<'DocumentPath'>()
  .meta({ description: 'Path of a PDF inside content/documents, e.g. "documents/paracetamol-specification-sheet.pdf".' });

export const documentTypes = ['specification-sheet', 'certificate-of-analysis', 'safety-data-sheet', 'technical-data-sheet', 'certificate', 'brochure'] as const;

export const documentRef = z
  .strictObject({
    type: z.enum(documentTypes).meta({ description: 'What the document is; names it on the page ("Specification sheet", "Certificate of analysis" ...).' }),
    file: documentPath,
    title: oneLine().optional().meta({ description: 'Shown name, where the type alone does not say enough, e.g. "Certificate of analysis, lot 2405".' }),
    sample: z
      .boolean()
      .default(false)
      .meta({ description: 'true marks an example document (not from a real lot): the page says "sample", and the launch check lists it.' }),
  })
  .meta({ description: 'A PDF a buyer can download: listed with its type and size.' });

export const documents = z
  .array(documentRef)
  .min(1)
  .meta({ description: 'PDF files to download from this page (specification sheet, certificate of analysis, safety data sheet).' });

export type DocumentRef = z.output<typeof documentRef>;
