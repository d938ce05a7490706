import { link, multiLine, oneLine, slugId } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const ctaSection = defineSection('cta', {
  id: slugId.optional(),
  heading: oneLine().meta({ description: 'The band heading.' }),
  text: multiLine().meta({ description: 'A sentence under the heading.' }),
  link: link.meta({ description: 'The button: its text and where it goes.' }),
}).meta({ description: 'A call to action band with one link.' });
