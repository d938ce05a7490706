import { multiLine, oneLine, slugId } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const contactSection = defineSection('contact', {
  id: slugId.optional(),
  heading: oneLine().meta({ description: 'Heading of the contact details, e.g. "Get in touch".' }),
  intro: multiLine().optional().meta({ description: 'A sentence or two under the heading.' }),
  formHeading: oneLine().meta({ description: 'Heading of the enquiry form, e.g. "Send us an enquiry".' }),
  responseNote: multiLine().meta({ description: 'The promise shown with the form, e.g. "We usually respond within 1-2 business days."' }),
}).meta({
  description: 'The company address, phone and e-mail (from site.json, never repeated here) beside the enquiry form.',
});
