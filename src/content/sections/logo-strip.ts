import { z } from 'zod';
import { image, link, slugId } from '../primitives.ts';

export const logoStripSection = z
  .strictObject({
    type: z.literal('logo-strip'),
    id: slugId.optional(),
    heading: z.string().min(1),
    intro: z.string().min(1).optional(),
    items: z.array(z.strictObject({ label: z.string().min(1), image })).min(1),
    link: link.optional(),
  })
  .meta({ description: 'A row of emblems, e.g. the registrations strip on the home page.' });
