import { z } from 'zod';
import { link, slugId } from '../primitives.ts';

export const ctaSection = z
  .strictObject({
    type: z.literal('cta'),
    id: slugId.optional(),
    heading: z.string().min(1),
    text: z.string().min(1),
    link,
  })
  .meta({ description: 'A call to action band with one link.' });
