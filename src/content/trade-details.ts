import { z } from 'zod';
import { documentLanguageNames, documentLanguages, documentTypeLabels, documentTypes } from './document-types.ts';
import { isIsoDate, todayIso } from './iso-date.ts';
import { isPlaceholder } from './placeholder.ts';
import { asText, multiLineRule, noRepeats, oneLine, oneLineRule } from './primitives.ts';
import { coveredBy } from './certificates.ts';

/** Digits of an HS code as written ("0713 20 10", "2924.29"): what search and checks compare. */
export function hsDigits(code: string): string {
  return code.replace(/[.\s]/g, '');
}

/**
 * An HS (Harmonized System) code: 6 digits (international) or 8 (India's ITC-HS), written with
 * or without dots and spaces: "2924.29", "0713 20 10" and "07132010" are all fine.
 */
export const hsCodeDigits = oneLineRule(z.string())
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

/**
 * Who stands behind an HS code. A code is the company's own reading of the tariff until its
 * customs broker confirms it for the product; customs officers and buyers' compliance teams act
 * on it, so the page marks an unconfirmed code "indicative" and the launch check lists it.
 */
export const hsCodeStatuses = ['confirmed', 'indicative'] as const;

const hsCodeExample = (code: string) => `{"code": "${code}", "status": "indicative"}`;

export const hsCode = z
  .strictObject(
    {
      code: hsCodeDigits,
      status: z
        .enum(hsCodeStatuses, {
          error: (iss) =>
            iss.input === undefined
              ? 'missing: write "indicative" until your customs broker has confirmed the code for this product, then "confirmed"'
              : `"${String(iss.input)}" is not a status: write "confirmed" (your customs broker has confirmed the code) or "indicative" (not yet)`,
        })
        .meta({
          description:
            '"confirmed" once the company’s customs broker has confirmed the code for this product; "indicative" until then: the page marks the code "indicative" and `content:check -- --launch` lists it.',
        }),
      note: asText(multiLineRule(z.string()))
        .trim()
        .min(1)
        .optional()
        .meta({
          description:
            'Shown under the code where it depends on the grade or authorities differ, e.g. "Beadlets and powders: 2106.90; lutein crystals: 3203.00".',
        }),
    },
    {
      error: (iss) =>
        typeof iss.input === 'string'
          ? `an HS code needs its status: write ${hsCodeExample(iss.input)} ("confirmed" once your customs broker has confirmed it)`
          : iss.input === undefined
            ? `missing: write the HS code as ${hsCodeExample('0904.21')}`
            : undefined,
    },
  )
  .meta({
    description: 'An HS code and who stands behind it, e.g. {"code": "2924.29", "status": "indicative"}; "note" where the classification depends on the grade.',
  });

export type HsCode = z.output<typeof hsCode>;

/** A list of short texts without repeats (ignoring case): a repeat is a copy-paste slip, and doubles search results. */
const distinctList = (what: string, text?: 'name') =>
  z
    .array(text ? asText(oneLineRule(z.string().trim().min(1)), text) : oneLineRule(z.string().trim().min(1)))
    .superRefine(noRepeats((item) => item, (name, first) => `duplicate ${what} "${name}" (same as [${first}], ignoring case)`));

// Synonyms are names: a translation may give the names buyers use in its language (the English ones stay searchable).
export const synonyms = distinctList('synonym', 'name').meta({
  description:
    'Other names buyers search for, e.g. "Acetaminophen" for Paracetamol or "Kabuli chana" for chickpeas. Shown as "Also known as" and found by the site search. No repeats.',
});

export const gradeCodes = distinctList('grade code').meta({
  description: 'Grade or size codes buyers quote, e.g. "W320" or "SW240". Shown as "Grades" and found by the site search. No repeats.',
});

/**
 * Incoterms 2020 an Indian exporter can quote. Not EXW: under EXW the buyer clears the goods for
 * export, and a foreign buyer cannot be the exporter of record in India (the shipping bill needs an
 * Indian exporter with an IEC). FCA at a named place is the term for a buyer who collects.
 */
export const incoterms = ['FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;

export const EXW_MESSAGE =
  'EXW cannot be offered for an export from India: the buyer would have to clear the goods for export, and a foreign buyer cannot be the exporter of record in India. Write "FCA" (free carrier at a named place, e.g. the factory or the container freight station) instead';

const incoterm = z.enum(incoterms, {
  error: (iss) => (typeof iss.input === 'string' && iss.input.trim().toUpperCase() === 'EXW' ? EXW_MESSAGE : undefined),
});

const POLICY_SOURCE_EXAMPLE = '{"document": "DGFT notification", "number": "06/2023", "date": "2023-04-20"}';

/** A number or date of a source still "to be added": accepted (the launch check lists it) and not shown. */
const sourcePart = (description: string, valid: (v: string) => boolean, message: string, missing: string) =>
  oneLineRule(z.string({ error: (iss) => (iss.input === undefined ? `missing: ${missing}, or "to be added" until you have it` : undefined) }))
    .trim()
    .min(1)
    .refine((v) => isPlaceholder(v) || valid(v), { message })
    .transform((v) => (isPlaceholder(v) ? null : v))
    .meta({ description: `${description} Write "to be added" until you have it: the page leaves it out and the launch check lists it.` });

export const policySource = z
  .strictObject(
    {
      document: oneLineRule(z.string())
        .trim()
        .min(1)
        .refine((v) => !isPlaceholder(v), { message: 'name the notification, rule or order, e.g. "DGFT notification" or "NDPS (Regulation of Controlled Substances) Order, 2013"' })
        .meta({
          description:
            'The notification, rule, order or alert, as its issuer names it, e.g. "DGFT notification", "Foreign Trade Policy 2023, paragraph", "NDPS (Regulation of Controlled Substances) Order, 2013", "US FDA Import Alert".',
        }),
      number: sourcePart('Its number, e.g. "06/2023", "2.20A" or "26-04".', () => true, 'write its number', 'write the number of the notification or rule'),
      date: sourcePart('The date it was issued, e.g. "2022-08-27".', isIsoDate, 'expected a date like "2022-08-27", or "to be added"', 'write the date it was issued, e.g. "2022-08-27"'),
    },
    {
      error: (iss) =>
        iss.input === undefined
          ? `missing: an export-policy notice names its source (the notification or rule, its number and date), e.g. ${POLICY_SOURCE_EXAMPLE}; write "to be added" for a number or date you do not have yet`
          : undefined,
    },
  )
  .meta({ description: `Where the notice comes from, so a buyer’s compliance team can look it up, e.g. ${POLICY_SOURCE_EXAMPLE}.` });

/**
 * A rule of India's export policy (or of an importing country) that limits what the company can
 * quote for a product, shown beside the product. It names its source: customs officers and
 * buyers' compliance teams act on it, and a notice nobody can trace helps no one. Policies change,
 * so the launch check lists every notice not yet checked against the current text of its source.
 */
export const policyNotice = z
  .strictObject({
    title: asText(oneLineRule(z.string())).trim().min(1).meta({ description: 'A few words shown in bold, e.g. "Export restricted" or "United States: import alert".' }),
    text: asText(multiLineRule(z.string()))
      .trim()
      .min(1)
      .meta({ description: 'What the rule means for a buyer, in plain words, e.g. "India allows exports only with the approval of …; we quote once it is granted."' }),
    source: policySource,
    checkedOn: oneLineRule(
      z.string({
        error: (iss) =>
          iss.input === undefined
            ? 'missing: write the day you last checked the notice against the current text of its source, e.g. "2026-11-20", or "to be confirmed" until you have (the launch check lists it)'
            : undefined,
      }),
    )
      .trim()
      .refine((v) => isPlaceholder(v) || isIsoDate(v), { message: 'expected the date you checked the notice, like "2026-11-20", or "to be confirmed"' })
      .refine((v) => isPlaceholder(v) || v <= new Date().toISOString().slice(0, 10), { message: 'is in the future: write the day you checked the notice against its source' })
      // "to be confirmed" is not a date to show: the notice is listed by the launch check until it has one.
      .transform((v) => (isPlaceholder(v) ? undefined : v))
      .meta({
        description:
          'The day you last checked the notice against the current text of its source (e.g. on dgft.gov.in), e.g. "2026-11-20"; "to be confirmed" until you have: `content:check -- --launch` lists the notice until it has a date.',
      }),
  })
  .meta({ description: 'An export-policy (or import) rule that limits this product, with its source.' });

export const policyNotices = z
  .array(policyNotice)
  .min(1)
  .meta({
    description:
      'Export-policy notices for this product: a restriction or condition of India’s export policy, or an importing country’s rule, each with its source (notification or rule, number and date).',
  });

export type PolicyNotice = z.output<typeof policyNotice>;

/** ISO 4217 currency codes, as the runtime's Intl knows them ("USD", "EUR", "AED", "INR"...). */
export const currencyCodes: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/** The units a price is quoted per; each locale's catalogue names them ("per kg", "par carton"). */
export const priceUnits = ['kg', 'MT', 'L', 'piece', 'carton', 'bag', 'drum'] as const;
export type PriceUnit = (typeof priceUnits)[number];

/** The content check's and the web editor's words for a price's three rules (the editor shows these very lines). */
export const priceMessages = {
  currency: (value: unknown) =>
    `"${String(value)}" is not an ISO 4217 currency code: write the three capital letters of the currency, e.g. "USD", "EUR", "AED" or "INR"`,
  order: (min: number, max: number) => `the lowest price (min ${min}) is above the highest (max ${max}): "min" must be at most "max"`,
  expired: (validUntil: string) =>
    `validUntil ${validUntil} has passed: the site does not show an expired price. Write the last day the price holds (today or later) or remove the price`,
} as const;

const PRICE_EXAMPLE = '{"currency": "USD", "min": 4.2, "max": 4.6, "unit": "kg", "incoterm": "FOB", "port": "Nhava Sheva", "validUntil": "2027-01-31"}';

/**
 * An indicative price band: what a buyer can plan with until a quotation confirms it. It holds
 * until `validUntil`; from the next day the content load drops it (scripts/content/expiry.ts), so
 * no page, sheet, share picture, search index or structured data built later shows it.
 */
export const price = z
  .strictObject(
    {
      currency: oneLineRule(z.string())
        .refine((v) => currencyCodes.has(v), { error: (iss) => priceMessages.currency(iss.input) })
        .meta({ description: 'ISO 4217 code of the currency, e.g. "USD", "EUR", "AED", "INR".', examples: ['USD', 'EUR', 'AED'] }),
      min: z.number().positive().meta({ description: 'Lowest price per unit, e.g. 4.2.' }),
      max: z.number().positive().meta({ description: 'Highest price per unit, e.g. 4.6 (the same as "min" for one price).' }),
      unit: z.enum(priceUnits).meta({ description: `The unit the price is per, one of ${priceUnits.join(', ')}.` }),
      incoterm: incoterm.meta({ description: 'The Incoterm the price is quoted on, e.g. "FOB" or "CIF".' }),
      port: asText(oneLine(), 'name')
        .optional()
        .meta({ description: 'The port or place the Incoterm names, e.g. "Nhava Sheva" for FOB, "Jebel Ali" for CIF.' }),
      validUntil: oneLineRule(z.string())
        .refine(isIsoDate, { message: 'expected the last day the price holds, like "2027-01-31"' })
        .meta({ description: 'The last day the price holds, e.g. "2027-01-31". From the next day the site no longer shows it; the launch check lists it 14 days before.' }),
    },
    { error: (iss) => (iss.input === undefined ? undefined : `a price is written as ${PRICE_EXAMPLE}`) },
  )
  .superRefine((p, ctx) => {
    if (p.min > p.max) ctx.addIssue({ code: 'custom', path: ['min'], message: priceMessages.order(p.min, p.max) });
  })
  .meta({
    description: `An indicative price band, shown as "Indicative price" with the words that a quotation confirms it, e.g. ${PRICE_EXAMPLE}. Hidden from the day after its valid-until date.`,
  });

export type Price = z.output<typeof price>;

/** A grade or size with a price of its own ("W320"). */
export const gradePrice = z
  .strictObject({
    grade: asText(oneLine(), 'name').meta({ description: 'The grade or size as the page names it, e.g. "W320" or "10 inch round".' }),
    price,
  })
  .meta({ description: 'The indicative price of one grade or size.' });

/** Payment terms a buyer can plan with, one option a line: the site's default (site.json) or a product's own. */
export const paymentTerms = z
  .array(oneLine())
  .min(1)
  .meta({
    description:
      'Payment terms, one option per line, e.g. ["Irrevocable LC at sight", "Cash against documents (CAD)", "30% advance by wire transfer, 70% against copy of documents"]. Shown as "Payment terms".',
  });

export const samplePolicy = z
  .strictObject({
    cost: z.enum(['free', 'paid']).meta({ description: '"free" or "paid": whether the sample itself is charged.' }),
    quantity: oneLine().optional().meta({ description: 'How much a sample is, e.g. "500 g" or "5 pieces of each size".' }),
    courierPaidBy: z.enum(['buyer', 'seller']).meta({ description: 'Who pays the courier: "buyer" (e.g. on their DHL or FedEx account) or "seller" (the company).' }),
    leadTime: oneLine().optional().meta({ description: 'How soon a sample is sent, e.g. "5 working days".' }),
  })
  .meta({ description: 'Samples: free or paid, how much, who pays the courier and how soon it is sent. Shown as "Samples".' });

export const containerLoad = z
  .array(
    z.strictObject({
      packing: oneLine().meta({ description: 'The packing, e.g. "25 kg HDPE bags" or "Cartons of 500 plates".' }),
      per20ft: z.int().positive().meta({ description: "How many fit in a 20' container, e.g. 1000." }),
      per40ft: z.int().positive().meta({ description: "How many fit in a 40' container, e.g. 1080 (a 40' often takes little more weight than a 20')." }),
      unit: oneLine().meta({ description: 'What is counted, e.g. "bags", "cartons" or "drums".' }),
    }),
  )
  .min(1)
  .meta({ description: 'Quantity per 20\' and 40\' container for each packing. Shown as "Container load".' });

/** The trade facts a buyer's purchasing team asks for before a quotation: all optional, shown as a labelled list. */
export const tradeDetailsFields = {
  hsCode: hsCode.optional(),
  // Place names: a translation may keep them as in English ("India (Karnataka)" reads the same in Spanish).
  origin: asText(oneLine(), 'name').optional().meta({ description: 'Country (and region) of origin, e.g. "India (Guntur, Andhra Pradesh)".' }),
  minimumOrder: oneLine().optional().meta({ description: 'Minimum order quantity, e.g. "25 kg (one drum)" or "one 20-foot container".' }),
  packing: z.array(oneLine()).min(1).optional().meta({ description: 'Packing options, one per line, e.g. "25 kg fibre drum with double LDPE liners".' }),
  leadTime: oneLine().optional().meta({ description: 'Usual time from confirmed order to dispatch, e.g. "2-3 weeks from confirmed order".' }),
  incoterms: z
    .array(incoterm)
    .min(1)
    .optional()
    .meta({
      description:
        'Incoterms 2020 you quote, e.g. ["FCA", "FOB", "CFR", "CIF"]. Not EXW: a foreign buyer cannot be the exporter of record in India; use FCA (named place) for a buyer who collects.',
    }),
  shelfLife: oneLine().optional().meta({ description: 'Shelf life or retest period, e.g. "24 months from packing".' }),
  storage: oneLine().optional().meta({ description: 'Storage conditions, e.g. "Cool, dry place below 25 °C, away from light".' }),
  policyNotices: policyNotices.optional(),
  paymentTerms: paymentTerms.optional().meta({ description: 'This product’s payment terms, where they differ from the site’s ("paymentTerms" in site.json), one option per line.' }),
  samplePolicy: samplePolicy.optional(),
  containerLoad: containerLoad.optional(),
  certificates: coveredBy.optional(),
  price: price.optional(),
  gradePrices: z
    .array(gradePrice)
    .min(1)
    .optional()
    .meta({ description: 'Indicative prices per grade or size, where they differ, e.g. [{"grade": "W320", "price": {...}}].' }),
};

export const tradeDetails = z
  .strictObject(tradeDetailsFields)
  .meta({ description: 'Trade facts shown as a labelled list on the product page and its printed sheet. Every field is optional.' });

export type TradeDetails = z.output<typeof tradeDetails>;

/** A PDF in content/documents. The check proves it exists, really is a PDF and is at most 10 MB. */
export const documentPath = z
  .string()
  .regex(/^documents\/(?:[\w-]+\/)*[\w.-]+\.pdf$/i, { message: 'expected a path like "documents/paracetamol-specification-sheet.pdf" (a PDF inside content/documents)' })
  .brand<'DocumentPath'>()
  .meta({ description: 'Path of a PDF inside content/documents, e.g. "documents/paracetamol-specification-sheet.pdf". At most 10 MB.' });

export { documentTypes };

const typeList = documentTypes.map((t) => `"${t}" (${documentTypeLabels[t]})`).join(', ');

const FILE_OR_REQUEST =
  'a document needs its PDF ("file": "documents/....pdf", with its "date") or "onRequest": true for one you send when a buyer asks';

const documentInput = z
  .strictObject({
    type: z
      .enum(documentTypes, {
        // An unknown type gets the check's own "did you mean" message, closest first.
        error: (iss) => (iss.input === undefined ? `missing: write what the document is, one of ${typeList}` : undefined),
      })
      .meta({ description: `What the document is; the page names it by its label: ${typeList}.` }),
    title: oneLine()
      .trim()
      .optional()
      .meta({
        description:
          'Its name where the type alone does not say enough, e.g. "Phytosanitary certificate", "Halal certificate", "Stability data". The enquiry offers it by this name.',
      }),
    file: documentPath.optional(),
    onRequest: z
      .literal(true, { error: 'write true (the document is sent when a buyer asks), or leave "onRequest" out and give the "file"' })
      .optional()
      .meta({ description: 'true for a document you send when a buyer asks, with no file here: the page says "on request" and the enquiry offers it.' }),
    note: oneLine()
      .trim()
      .optional()
      .meta({ description: 'A few words on when or how it comes, shown after it, e.g. "with every lot" or "where the importing country asks for one".' }),
    date: oneLineRule(z.string())
      .refine(isIsoDate, { message: 'expected the date on the document, like "2026-03-12"' })
      .refine((v) => v <= todayIso(), { message: 'is in the future: write the date on the document (the day it was issued or printed)' })
      .optional()
      .meta({ description: 'The date on the document (issued, tested or printed), e.g. "2026-03-12". Required with a file: buyers judge how current it is.' }),
    lot: oneLine().trim().optional().meta({ description: 'The lot or batch it belongs to, where it applies, e.g. "2405" for a certificate of analysis.' }),
    language: z
      .enum(documentLanguages, {
        error: (iss) => `"${String(iss.input)}" is not a language code: write one of ${documentLanguages.map((l) => `"${l}" (${documentLanguageNames[l]})`).join(', ')}`,
      })
      .optional()
      .meta({ description: 'The language it is written in, as a code: "en" (English, if left out), "ar", "fr", "es", ...' }),
    sample: z
      .boolean()
      .optional()
      .meta({ description: 'true marks an example document (not from a real lot): the page says "sample", and the launch check lists it.' }),
  })
  .superRefine((doc, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (doc.file === undefined && doc.onRequest === undefined) ctx.addIssue({ code: 'custom', message: FILE_OR_REQUEST });
    if (doc.file !== undefined && doc.onRequest) issue('onRequest', 'a document with a file is there to download: remove "onRequest", or remove the "file"');
    if (doc.file !== undefined && doc.date === undefined) issue('date', 'missing: write the date on the document, e.g. "2026-03-12" (buyers judge how current it is)');
    if (doc.onRequest && doc.file === undefined) {
      for (const key of ['date', 'lot', 'language', 'sample'] as const) {
        if (doc[key] !== undefined) issue(key, `belongs to a file: remove "${key}", or give the "file" (and remove "onRequest")`);
      }
    }
  });

/** A document is a file to download (its type, date and language, its lot where it applies) or one sent on request. */
export const documentRef = documentInput
  .transform((doc) => {
    const named = { type: doc.type, ...(doc.title !== undefined && { title: doc.title }), ...(doc.note !== undefined && { note: doc.note }) };
    if (doc.file === undefined) return { ...named, onRequest: true as const };
    return { ...named, file: doc.file, date: doc.date!, ...(doc.lot !== undefined && { lot: doc.lot }), language: doc.language ?? 'en', sample: doc.sample ?? false };
  })
  .meta({
    description:
      'A document a buyer can have: a PDF to download (with its date, and lot and language where they apply) or one sent on request. Listed under "Documents" with its type\'s label.',
  });

export const documents = z
  .array(documentRef)
  .min(1)
  .meta({
    description:
      'The documents of this product: PDFs to download (specification sheet, certificate of analysis, ...) and those you send on request (certificate of origin, phytosanitary certificate, ...). The enquiry offers each by name.',
  });

export type DocumentRef = z.output<typeof documentRef>;
