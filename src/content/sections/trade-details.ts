import { z } from 'zod';
import { asText, linkTarget, oneLine, quote, quoteUnit, quoteVariants, sectionHeading } from '../primitives.ts';
import { documents, gradeCodes, hsCode, policyNotices, synonyms, tradeDetailsFields } from '../trade-details.ts';
import { defineSection } from '../define-section.ts';

export const tradeDetailsSection = defineSection('trade-details', {
  ...sectionHeading,
  heading: oneLine().default('Trade details').meta({ description: 'Heading of the section; "Trade details" when left out.' }),
  ...tradeDetailsFields,
  synonyms: synonyms.optional(),
  gradeCodes: gradeCodes.optional(),
  products: z
    .array(
      z.strictObject({
        name: asText(oneLine(), 'name').meta({ description: 'The product as buyers know it, e.g. "Cumin seeds".' }),
        hsCode,
        to: linkTarget
          .optional()
          .meta({ description: 'Where the product is shown: an anchor on this page ("#cumin-seeds") or another page. Search results for it lead there.' }),
        synonyms: synonyms.optional(),
        quote: quote.optional(),
        variants: quoteVariants.optional(),
        unit: quoteUnit.optional(),
        policyNotices: policyNotices.optional(),
      }),
    )
    .min(1)
    .optional()
    .meta({ description: 'Products of this page with their own HS codes, shown as a table and found by the site search.' }),
  documents: documents.optional(),
}).meta({
  description:
    'Trade facts of a commodity page (HS code, origin, minimum order, packing, lead time, Incoterms, documents, shelf life, storage, export-policy notices), an HS code table of its products and downloadable PDFs. Printed on the product sheet.',
});
