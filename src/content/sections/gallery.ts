import { z } from 'zod';
import { image, sectionHeading } from '../primitives.ts';

export const gallerySection = z
  .strictObject({
    type: z.literal('gallery'),
    ...sectionHeading,
    items: z
      .array(
        z.strictObject({
          label: z.string().min(1).meta({ description: 'Name of the tile, e.g. "Pharmexcil"; also the name of its button.' }),
          image: image.meta({ description: 'The tile picture (an emblem or thumbnail). Its alt may be "": the label names the tile.' }),
          full: image.meta({
            description: 'The large picture shown in a dialog when the tile is clicked, e.g. a certificate scan. Its alt must name it.',
          }),
          caption: z.string().min(1).optional().meta({ description: 'A line shown under the large picture, e.g. who issued it.' }),
        }),
      )
      .min(1),
  })
  .meta({ description: 'A grid of tiles; a click on a tile opens its large picture (a certificate, a photo) in a dialog.' });
