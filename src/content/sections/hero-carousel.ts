import { z } from 'zod';
import { image, link } from '../primitives.ts';

export const heroCarouselSection = z
  .strictObject({
    type: z.literal('hero-carousel'),
    id: z.string().optional(),
    slides: z
      .array(
        z.strictObject({
          image,
          heading: z.string().min(1).optional().meta({ description: 'Large heading; leave out for an image-only slide.' }),
          description: z.string().min(1).optional(),
          cta: link.optional(),
        }),
      )
      .min(1),
  })
  .meta({ description: 'Full-height fading carousel at the top of a page. The first slide shows first.' });
