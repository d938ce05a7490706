import { z } from 'zod';
import { asText, fileKeys, image, link, multiLineRule, oneLine } from './primitives.ts';
import { sectionSchema } from './section.ts';

export const pageSchema = z
  .strictObject({
    ...fileKeys,
    parent: z
      .string()
      .regex(/^\/[\w/-]*$/, { message: 'expected the address of another page, like "/business/agricultural-commodities/nuts"' })
      .optional()
      .meta({
        description:
          'The page shown before this one in the breadcrumb, by its address. By default the nearest page above this one in the folder tree (pages/business/x.json sits under pages/business.json).',
      }),
    title: oneLine().meta({ description: 'Page title: the banner heading, breadcrumb and browser tab.' }),
    description: asText(multiLineRule(z.string()))
      .min(50)
      .max(170)
      .meta({ description: 'What the page offers, in one sentence: shown under the title in the banner, in search results and in link previews; 50 to 170 characters.' }),
    banner: z
      .strictObject({
        image,
        height: z.enum(['40vh', '30vh']).default('30vh').meta({ description: 'Banner height; inner pages use 40vh.' }),
        link: link.optional().meta({ description: "An optional link shown in the banner." }),
      })
      .optional()
      .meta({ description: 'The banner at the top of an inner page. The home page has none.' }),
    sections: z.array(sectionSchema).meta({ description: 'The blocks of the page, top to bottom.' }),
  })
  .meta({ title: 'Page', description: 'One page of the site: a banner and a list of typed sections.' });

export type Page = z.output<typeof pageSchema>;
