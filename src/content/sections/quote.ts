import { multiLine, oneLine, slugId } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const quoteSection = defineSection('quote', {
  id: slugId.optional(),
  text: multiLine().meta({ description: 'The statement.' }),
  attribution: oneLine().optional().meta({ description: 'Who said it, e.g. "Head of Quality".' }),
}).meta({ description: 'A highlighted statement in the style of a testimonial.' });
