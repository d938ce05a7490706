import { z } from 'zod';
import { image, link, slugId } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const logoStripSection = defineSection('logo-strip', {
  id: slugId.optional(),
  heading: z.string().min(1).meta({ description: 'The section heading.' }),
  intro: z.string().min(1).optional().meta({ description: 'A sentence or two under the heading.' }),
  items: z
    .array(z.strictObject({ label: z.string().min(1).meta({ description: 'The name of the emblem, e.g. "APEDA".' }), image }))
    .min(1)
    .meta({ description: 'The emblems, in order.' }),
  link: link.optional().meta({ description: 'An optional link under the strip.' }),
}).meta({ description: 'A row of emblems, e.g. the registrations strip on the home page.' });
