import { z } from 'zod';
import { asText, image, oneLine, paragraphs, slugId, socialProfile } from '../primitives.ts';
import { defineSection } from '../define-section.ts';

export const profileSection = defineSection('profile', {
  id: slugId.optional(),
  eyebrow: oneLine().optional().meta({ description: 'A short label above the heading, e.g. "Leadership".' }),
  heading: oneLine().meta({ description: 'e.g. "A message from our Managing Director".' }),
  image: image.optional().meta({
    description:
      'A real photograph of the person. Leave it out until you have one: the section then shows the message and signature with the person’s initials, never a drawn face.',
  }),
  name: asText(oneLine(), 'name').meta({ description: 'The person’s name, shown as the signature.' }),
  role: oneLine().meta({ description: 'Their position, e.g. "Managing Director".' }),
  paragraphs,
  socials: z
    .array(socialProfile)
    .optional()
    .meta({ description: 'The person’s own social profiles.' }),
}).meta({ description: 'A person’s message and signature, with their photograph if given, e.g. a message from the Managing Director.' });
