import { z } from 'zod';
import { image, link, multiLine, oneLine, slugId } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const logoStripSection = defineSection('logo-strip', {
  id: slugId.optional(),
  heading: oneLine().meta({ description: 'The section heading.' }),
  intro: multiLine().optional().meta({ description: 'A sentence or two under the heading.' }),
  items: z
    .array(z.strictObject({ label: oneLine().meta({ description: 'The name of the emblem, e.g. "APEDA".' }), image }))
    .min(1)
    .meta({ description: 'The emblems, in order.' }),
  link: link.optional().meta({ description: 'An optional link under the strip.' }),
}).meta({ description: 'A row of emblems, e.g. the registrations strip on the home page.' });
