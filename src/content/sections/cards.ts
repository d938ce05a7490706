import { z } from 'zod';
import { botanicalName, image, linkTarget, multiLine, oneLine, quotable, sectionHeading, slugId, specifications } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const cardsSection = defineSection('cards', {
  ...sectionHeading,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3).meta({ description: 'Cards per row on wide screens.' }),
  initial: z
    .number()
    .int()
    .positive()
    .optional()
    .meta({ description: 'Show only this many cards at first, with a "View All" / "Show Less" button for the rest.' }),
  items: z
    .array(
      z.strictObject({
        id: slugId.optional(),
        title: oneLine().meta({ description: 'The card title.' }),
        botanicalName: botanicalName.optional(),
        description: multiLine().optional().meta({ description: 'A sentence or two under the title.' }),
        image: image.optional().meta({ description: 'The card\'s picture; a card without one shows its text only (a list of specifications, for example).' }),
        specifications: specifications.optional(),
        to: linkTarget.optional().meta({ description: 'Where the whole card links to.' }),
        ...quotable,
      }),
    )
    .min(1)
    .meta({ description: 'The cards, in order.' }),
}).meta({ description: 'A grid of image cards, each optionally a link.' });
