import { multiLine } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const noticeSection = defineSection('notice', {
  text: multiLine().meta({ description: 'The notice text.' }),
}).meta({ description: 'A one-line notice, e.g. while a page is being prepared.' });
