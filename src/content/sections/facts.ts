import { z } from 'zod';
import { labelledValue, multiLine, requiredSectionHeading } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const factsSection = defineSection('facts', {
  ...requiredSectionHeading,
  items: z
    .array(labelledValue('What the figure is, e.g. "Energy" or "HS code".', 'The figure or fact, e.g. "553 calories".'))
    .min(1)
    .meta({ description: 'The facts, in order.' }),
  note: multiLine().optional().meta({ description: 'A footnote, e.g. the source of nutrition figures.' }),
}).meta({ description: 'A list of labelled facts or figures, e.g. nutrition per 100 g or key trade data.' });
