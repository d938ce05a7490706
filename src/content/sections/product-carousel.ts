import { z } from 'zod';
import { image, multiLine, oneLine, quotable, requiredSectionHeading, specifications } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const productCarouselSection = defineSection('product-carousel', {
  ...requiredSectionHeading,
  interval: z
    .number()
    .int()
    .min(2000)
    .max(15000)
    .default(3000)
    .meta({ description: 'Milliseconds each position stays before the carousel moves on (2000 to 15000). It never moves under reduced motion.' }),
  items: z
    .array(
      z.strictObject({
        title: oneLine().meta({ description: 'The product name.' }),
        category: oneLine().optional().meta({ description: 'A small label above the title, e.g. "Edible oil".' }),
        description: multiLine().optional().meta({ description: 'A sentence about the product.' }),
        image,
        specifications: specifications.optional(),
        ...quotable,
      }),
    )
    .min(1)
    .meta({ description: 'The product cards, in order.' }),
}).meta({
  description:
    'An auto-playing row of product cards: 3 visible from 1024 px, 2 from 768 px, 1 below; Previous/Next buttons; pauses on hover and keyboard focus.',
});
