import { z } from 'zod';
import { collectionNames } from '../kind-rules.ts';
import { asText, multiLineRule, oneLine, oneLineRule, sectionHeading } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const catalogueListSection = defineSection('catalogue-list', {
  ...sectionHeading,
  collection: z.enum(collectionNames).meta({ description: 'The catalogue whose entries are listed, e.g. "api-products".' }),
  searchLabel: oneLine().default('Search products').meta({ description: 'Label of the search box.' }),
  searchHint: asText(oneLineRule(z.string()))
    .min(1)
    .default('Type a name, chemical name or CAS number')
    .meta({ description: 'Hint under the search box: what the search looks in.' }),
  emptyText: asText(multiLineRule(z.string()))
    .min(1)
    .default('No product matches your search. Check the spelling, try a CAS number, or ask us: we source more than we list.')
    .meta({ description: 'Shown when the search matches nothing.' }),
}).meta({ description: 'Every entry of a catalogue as linked cards, with a search box that filters them as you type.' });
