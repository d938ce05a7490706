import { z } from 'zod';
import { fileKeys, image, multiLine, oneLine } from '../../primitives.ts';

export const ecopalmCategorySchema = z
  .strictObject({
    ...fileKeys,
    // Required (issue 31): a name made from the file name could not be translated, so the
    // category's page, cards and breadcrumbs showed it in English on every language's pages.
    title: oneLine().meta({ description: 'The category\'s name, shown on its page, its card and in breadcrumbs; translated like any text.' }),
    description: multiLine().meta({ description: 'One or two sentences shown on the category card and at the top of the category page.' }),
    image,
  })
  .meta({ title: 'Eco-palm category', description: 'A category of areca-palm tableware; the file name is its id.' });

export type EcopalmCategory = z.output<typeof ecopalmCategorySchema>;

/** What the browser may load of the kind (the web editor checks with it): the build's part is definition.ts. */
export const ecopalmCategoryRules = { schema: ecopalmCategorySchema };
