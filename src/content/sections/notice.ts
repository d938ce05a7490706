import { z } from 'zod';
import { defineSection } from '../define-section.ts';

export const noticeSection = defineSection('notice', {
  text: z.string().min(1).meta({ description: 'The notice text.' }),
}).meta({ description: 'A one-line notice, e.g. while a page is being prepared.' });
