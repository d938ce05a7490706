import { z } from 'zod';
import { oneLine, requiredSectionHeading } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const checklistSection = defineSection('checklist', {
  ...requiredSectionHeading,
  columns: z.union([z.literal(1), z.literal(2)]).default(2).meta({
    description: 'Two columns split the list in half, rounded up: the left column gets the larger half.',
  }),
  items: z.array(oneLine()).min(1).meta({ description: 'The lines of the list, one string each.' }),
}).meta({ description: 'A list with tick marks, e.g. core competencies or benefits.' });
