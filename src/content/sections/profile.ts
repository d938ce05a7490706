import { z } from 'zod';
import { socialNetworks } from '../icons.ts';
import { image, paragraphs, slugId } from '../primitives.ts';

export const profileSection = z
  .strictObject({
    type: z.literal('profile'),
    id: slugId.optional(),
    eyebrow: z.string().min(1).optional(),
    heading: z.string().min(1).meta({ description: 'e.g. "A message from our Managing Director".' }),
    image,
    name: z.string().min(1).meta({ description: 'The person’s name, shown as the signature.' }),
    role: z.string().min(1).meta({ description: 'Their position, e.g. "Managing Director".' }),
    paragraphs,
    socials: z
      .array(z.strictObject({ network: z.enum(socialNetworks), url: z.url({ protocol: /^https$/, message: 'expected an https:// URL' }) }))
      .optional()
      .meta({ description: 'The person’s own social profiles.' }),
  })
  .meta({ description: 'A person’s portrait, message and signature, e.g. a message from the Managing Director.' });
