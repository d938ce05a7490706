import { z } from 'zod';
import { image, link, multiLine, oneLine, oneLineRule } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const heroCarouselSection = defineSection('hero-carousel', {
  id: oneLineRule(z.string()).optional().meta({ description: 'Anchor id, so links can jump here ("#id").' }),
  slides: z
    .array(
      z.strictObject({
        image,
        imageNarrow: image.optional().meta({
          description:
            'Optional portrait version of the picture for phones and portrait screens (up to 767 px wide, or taller than wide), e.g. 780 x 1300. Keep the middle third calm: the heading sits there. Without it, phones crop the wide picture.',
        }),
        heading: oneLine().optional().meta({ description: 'Large heading; leave out for an image-only slide.' }),
        description: multiLine().optional().meta({ description: 'A sentence under the heading.' }),
        cta: link.optional().meta({ description: 'An optional button on the slide.' }),
      }),
    )
    .min(1)
    .meta({ description: 'The slides, in the order they show.' }),
}).meta({ description: 'Full-height fading carousel at the top of a page. The first slide shows first.' });
