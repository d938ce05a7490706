import { z } from 'zod';
import { image, link, paragraphs, slugId } from '../primitives.ts';

export const proseSection = z
  .strictObject({
    type: z.literal('prose'),
    id: slugId.optional(),
    eyebrow: z.string().min(1).optional(),
    heading: z.string().min(1).optional(),
    paragraphs,
    image: image.optional(),
    imageSide: z.enum(['left', 'right']).default('right'),
    links: z.array(link).optional(),
  })
  .meta({ description: 'Heading and paragraphs, optionally beside an image.' });
