import { z } from 'zod';
import { image, link, schemaKey } from './primitives.ts';
import { sectionSchema } from './section.ts';

export const pageSchema = z
  .strictObject({
    ...schemaKey,
    title: z.string().min(1).meta({ description: 'Page title: the banner heading, breadcrumb and browser tab.' }),
    description: z
      .string()
      .min(50)
      .max(170)
      .meta({ description: 'Meta description for search results and link previews, 50 to 170 characters.' }),
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
