import { z } from 'zod';
import { image, link, oneLine, paragraphs, slugId } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const proseSection = defineSection('prose', {
  id: slugId.optional(),
  eyebrow: oneLine().optional().meta({ description: 'A short label above the heading.' }),
  heading: oneLine().optional().meta({ description: 'The section heading.' }),
  paragraphs,
  image: image.optional(),
  imageSide: z.enum(['left', 'right']).default('right').meta({ description: 'Which side the picture is on wide screens.' }),
  links: z.array(link).optional().meta({ description: 'Links shown under the paragraphs.' }),
}).meta({ description: 'Heading and paragraphs, optionally beside an image.' });
