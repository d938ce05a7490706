import { z } from 'zod';
import { slugId } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const quoteSection = defineSection('quote', {
  id: slugId.optional(),
  text: z.string().min(1).meta({ description: 'The statement.' }),
  attribution: z.string().min(1).optional().meta({ description: 'Who said it, e.g. "Head of Quality".' }),
}).meta({ description: 'A highlighted statement in the style of a testimonial.' });
