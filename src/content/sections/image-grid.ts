import { z } from 'zod';
import { factDate, factText } from '../placeholder.ts';
import { image, oneLine, quotable, sectionHeading, slugId } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

const certificate = z
  .strictObject({
    title: oneLine().default('Certificate of analysis').meta({ description: 'What the document is; "Certificate of analysis" if left out.' }),
    lot: factText('Lot or batch number the certificate covers.'),
    laboratory: factText('The laboratory that tested the lot.'),
    date: factDate('Date of the analysis, e.g. "2025-01-15".'),
    results: z
      .array(
        z.strictObject({
          label: oneLine().meta({ description: 'The parameter tested, e.g. "Moisture".' }),
          value: factText('The result, e.g. "4.2%".'),
        }),
      )
      .min(1)
      .optional()
      .meta({ description: 'The key results. While every value is "to be added" the site lists the parameters tested and says the results are available on request.' }),
    scan: image.optional().meta({ description: 'The scanned certificate, shown in the dialog with the details. Its alt must name it.' }),
  })
  .meta({ description: 'A certificate of analysis (or test report) for this item: its facts, and optionally a scan.' });

export const imageGridSection = defineSection('image-grid', {
  ...sectionHeading,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(4).meta({ description: 'Pictures per row on wide screens.' }),
  items: z
    .array(
      z.strictObject({
        id: slugId.optional().meta({ description: 'An anchor for the picture (e.g. "w320"): search results for its grade open the page there.' }),
        image,
        caption: oneLine().meta({ description: 'Shown under the picture, e.g. "W320".' }),
        certificate: certificate.optional(),
        ...quotable,
      }),
    )
    .min(1)
    .meta({ description: 'The pictures, in order.' }),
}).meta({ description: 'A gallery of captioned pictures, each optionally with a certificate of analysis that opens in a dialog.' });
