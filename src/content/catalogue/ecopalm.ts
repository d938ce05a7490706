import { z } from 'zod';
import { image, paragraphs, schemaKey } from '../primitives.ts';

export const ecopalmCategorySchema = z
  .strictObject({
    ...schemaKey,
    title: z.string().min(1).optional().meta({ description: 'Shown title; by default the id with hyphens as spaces, upper-cased.' }),
    description: z.string().min(1).meta({ description: 'One or two sentences shown on the category card and at the top of the category page.' }),
    image,
  })
  .meta({ title: 'Eco-palm category', description: 'A category of areca-palm tableware; the file name is its id.' });

export const ecopalmProductSchema = z
  .strictObject({
    ...schemaKey,
    category: z.string().min(1).meta({ description: 'Id (file name) of the category this product belongs to.' }),
    title: z.string().min(1),
    image,
    summary: z.string().min(1).meta({ description: 'One or two sentences: what the product is and what it is for.' }),
    paragraphs: paragraphs.optional(),
    sizes: z
      .array(z.string().min(1))
      .min(1)
      .meta({ description: 'Sizes offered, one per line, e.g. "10 inch round (25 cm), about 2 cm deep".' }),
    material: z.string().min(1).meta({ description: 'What the product is made of and how.' }),
    packing: z.string().min(1).meta({ description: 'Standard export packing, e.g. pieces per pack and per carton.' }),
    specifications: z
      .array(z.strictObject({ label: z.string().min(1), value: z.string().min(1) }))
      .default([])
      .meta({ description: 'Rows of the specifications table: label and value.' }),
  })
  .meta({ title: 'Eco-palm product', description: 'One areca-palm tableware product; the file name is its id.' });

export type EcopalmCategory = z.output<typeof ecopalmCategorySchema>;
export type EcopalmProduct = z.output<typeof ecopalmProductSchema>;
