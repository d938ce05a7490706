import { z } from 'zod';
import { slugId } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const contactSection = defineSection('contact', {
  id: slugId.optional(),
  heading: z.string().min(1).meta({ description: 'Heading of the contact details, e.g. "Get in touch".' }),
  intro: z.string().min(1).optional().meta({ description: 'A sentence or two under the heading.' }),
  formHeading: z.string().min(1).meta({ description: 'Heading of the enquiry form, e.g. "Send us an enquiry".' }),
  responseNote: z.string().min(1).meta({ description: 'The promise shown with the form, e.g. "We usually respond within 1-2 business days."' }),
}).meta({
  description: 'The company address, phone and e-mail (from site.json, never repeated here) beside the enquiry form.',
});
