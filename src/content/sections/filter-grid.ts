import { z } from 'zod';
import { image, linkTarget, multiLine, oneLine, quotable, sectionHeading, slugId } from '../primitives.ts';
import { unknownValueMessage } from '../suggest.ts';
import { defineSection } from '../define-section.ts';

export const filterGridSection = defineSection('filter-grid', {
  ...sectionHeading,
  allLabel: oneLine().default('All').meta({ description: 'Label of the first button, which shows every item.' }),
  filters: z
    .array(
      z.strictObject({
        id: slugId.meta({ description: 'Category id that items name in their "category" field.' }),
        label: oneLine().meta({ description: 'Button text, e.g. "Vegetables".' }),
      }),
    )
    .min(1)
    .meta({ description: 'Filter buttons, in order, after the "All" button.' }),
  emptyText: multiLine().meta({ description: 'Shown when a filter matches no item.' }),
  items: z
    .array(
      z.strictObject({
        id: slugId.optional(),
        title: oneLine().meta({ description: 'The card title.' }),
        category: slugId.meta({ description: 'Id of one of the filters.' }),
        description: multiLine().optional().meta({ description: 'A sentence or two under the title.' }),
        image,
        to: linkTarget.optional().meta({ description: 'Where the card links to.' }),
        ...quotable,
      }),
    )
    .min(1)
    .meta({ description: 'The cards, in order; each names one filter in "category".' }),
})
  .superRefine((s, ctx) => {
    const ids = new Set(s.filters.map((f) => f.id));
    s.items.forEach((item, i) => {
      if (!ids.has(item.category)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'category'],
          message: unknownValueMessage('unknown category', item.category, [...ids]),
        });
      }
    });
  })
  .meta({ description: 'Image cards with filter buttons ("All" first) that narrow the grid by category.' });
