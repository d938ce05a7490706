import { z } from 'zod';
import { image, paragraphs, schemaKey } from '../primitives.ts';

export const ecopalmCategorySchema = z
  .strictObject({
    ...schemaKey,
    title: z.string().min(1).optional().meta({ description: 'Shown title; by default the id with hyphens as spaces, upper-cased.' }),
    description: z.string().min(1),
    image,
  })
  .meta({ title: 'Eco-palm category', description: 'A category of areca-palm tableware; the file name is its id.' });

export const ecopalmProductSchema = z
  .strictObject({
    ...schemaKey,
    category: z.string().min(1).meta({ description: 'Id (file name) of the category this product belongs to.' }),
    title: z.string().min(1),
    image,
    summary: z.string().min(1),
    paragraphs: paragraphs.optional(),
    specifications: z.array(z.strictObject({ label: z.string().min(1), value: z.string().min(1) })).default([]),
  })
  .meta({ title: 'Eco-palm product', description: 'One areca-palm tableware product; the file name is its id.' });

export type EcopalmCategory = z.output<typeof ecopalmCategorySchema>;
export type EcopalmProduct = z.output<typeof ecopalmProductSchema>;
