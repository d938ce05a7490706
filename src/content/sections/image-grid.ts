import { z } from 'zod';
import { image, sectionHeading } from '../primitives.ts';

export const imageGridSection = z
  .strictObject({
    type: z.literal('image-grid'),
    ...sectionHeading,
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(4).meta({ description: 'Pictures per row on wide screens.' }),
    items: z
      .array(
        z.strictObject({
          image,
          caption: z.string().min(1).meta({ description: 'Shown under the picture, e.g. "W320".' }),
          certificate: image
            .optional()
            .meta({ description: 'An optional certificate or test report for this item, shown as a thumbnail that opens full size.' }),
        }),
      )
      .min(1),
  })
  .meta({ description: 'A gallery of captioned pictures, each optionally with a certificate image.' });
