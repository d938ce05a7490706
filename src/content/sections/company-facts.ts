import { link, oneLine, sectionHeading } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const companyFactsSection = defineSection('company-facts', {
  ...sectionHeading,
  heading: oneLine().meta({ description: 'e.g. "Company facts".' }),
  link: link.optional().meta({ description: 'An optional link under the facts, e.g. to the Credentials page.' }),
}).meta({
  description:
    'The company’s year founded, countries served and registration numbers (IEC, GSTIN, RCMC, D-U-N-S, and the Coffee Board and Tea Board registrations where given), from site.json, never repeated here. A fact still "to be added" shows as "Available on request".',
});
