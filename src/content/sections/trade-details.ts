import { z } from 'zod';
import { asText, linkTarget, oneLine, quotable, sectionHeading } from '../primitives.ts';
import { coveredBy } from '../certificates.ts';
import { documents, gradeCodes, hsCode, policyNotices, price, synonyms, tradeDetailsFields } from '../trade-details.ts';
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
        ...quotable,
        policyNotices: policyNotices.optional(),
        price: price.optional().meta({ description: 'The indicative price of this product, shown in its row as "Indicative price"; hidden from the day after its valid-until date.' }),
        certificates: coveredBy
          .optional()
          .meta({ description: 'The certificates that cover this product, by type, e.g. ["halal"]; each needs a certificate of that type in site.json. The table can be narrowed to one.' }),
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
