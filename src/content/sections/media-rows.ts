import { z } from 'zod';
import { image, labelledValue, oneLine, paragraphs, quotable, sectionHeading, slugId } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const mediaRowsSection = defineSection('media-rows', {
  ...sectionHeading,
  items: z
    .array(
      z.strictObject({
        id: slugId.optional(),
        title: oneLine().meta({ description: 'The row title, e.g. "Basmati rice".' }),
        image,
        paragraphs: paragraphs.optional(),
        ...quotable,
        facts: z
          .array(labelledValue('What the fact is, e.g. "Moisture".', 'The fact, e.g. "under 12%".'))
          .default([])
          .meta({ description: 'Label and value pairs, e.g. "Moisture" / "under 12%".' }),
      }),
    )
    .min(1)
    .meta({ description: 'The rows, in order.' }),
}).meta({ description: 'Rows of picture and text, the picture alternating left and right, each with an optional list of facts.' });
