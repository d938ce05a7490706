import { z } from 'zod';
import { asText, linkTarget, multiLine, oneLine, oneLineRule } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

const cell = z.union([
  asText(oneLineRule(z.string())),
  z.strictObject({ text: oneLine().meta({ description: 'The cell text.' }), to: linkTarget.meta({ description: 'Makes the cell a link, e.g. "#white_wholes".' }) }),
]);

export const tableSection = defineSection('table', {
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, { message: 'expected lower-case letters, digits, hyphens or underscores' })
    .optional()
    .meta({ description: 'Anchor id, so other links can jump here ("#white_wholes").' }),
  eyebrow: oneLine().optional().meta({ description: 'A short label above the heading.' }),
  heading: oneLine().optional().meta({ description: 'The section heading.' }),
  intro: multiLine().optional().meta({ description: 'A sentence or two under the heading.' }),
  caption: oneLine().meta({ description: 'What the table shows, read out by screen readers.' }),
  columns: z.array(oneLine()).min(1).meta({ description: 'Column headings.' }),
  rows: z.array(z.array(cell).min(1)).min(1).meta({ description: 'Rows of cells; the first cell of a row is its heading.' }),
  note: multiLine().optional().meta({ description: 'A footnote under the table.' }),
})
  .superRefine((t, ctx) => {
    t.rows.forEach((row, i) => {
      if (row.length !== t.columns.length) {
        ctx.addIssue({ code: 'custom', path: ['rows', i], message: `expected ${t.columns.length} cells (one per column), found ${row.length}` });
      }
    });
  })
  .meta({ description: 'A table of figures with column headings; scrolls inside its own box on a phone.' });
