import { z } from 'zod';
import { factDate, factText } from '../placeholder.ts';
import { asText, image, oneLine, oneLineRule, sectionHeading } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const gallerySection = defineSection('gallery', {
  ...sectionHeading,
  items: z
    .array(
      z.strictObject({
        label: asText(oneLine(), 'name').meta({ description: 'Name of the registration, e.g. "Pharmexcil"; also the name of its button.' }),
        image: image.meta({ description: 'The tile picture (an emblem). Its alt may be "": the label names the tile.' }),
        document: asText(oneLineRule(z.string()))
          .min(1)
          .optional()
          .meta({ description: 'What the document is, e.g. "Registration-cum-Membership Certificate (RCMC)".' }),
        issuedBy: oneLine().meta({ description: 'Who issued it, e.g. "Pharmaceuticals Export Promotion Council of India".' }),
        numberLabel: asText(oneLineRule(z.string()))
          .min(1)
          .default('Registration no.')
          .meta({ description: 'What the number is called, e.g. "GSTIN" or "FSSAI licence no."; "Registration no." if left out.' }),
        registrationNumber: factText('The registration or licence number, exactly as printed on the certificate.'),
        register: asText(oneLine(), 'no')
          .optional()
          .meta({
            description:
              'The id of the public register where buyers can check the number, from "registers" in site.json, e.g. "gstin": with a real number the dialog links to it ("Verify on the GST portal").',
            examples: ['gstin', 'fssai', 'udyam', 'duns'],
          }),
        registeredSince: factDate('Date (or year) of first registration, e.g. "2019-04-01" or "2019". Leave out if not wanted.', { year: true }).optional(),
        validUntil: factDate('Last day of validity, e.g. "2027-03-31". Leave out for a registration that does not expire (GST, Udyam, D-U-N-S).').optional(),
        scan: image.optional().meta({
          description: 'The scanned certificate, shown in the dialog. Until there is one, leave it out: the dialog shows the details above. Its alt must name it.',
        }),
      }),
    )
    .min(1)
    .meta({ description: 'The tiles, in order.' }),
}).meta({
  description:
    'Credentials: a tile per registration or membership with its number, issuer and validity; a click opens the details (and the certificate scan, if given) in a dialog.',
});
