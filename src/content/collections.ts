import type { z } from 'zod';
import { apiProductSchema } from './catalogue/api-product.ts';
import { ecopalmCategorySchema, ecopalmProductSchema } from './catalogue/ecopalm.ts';

/**
 * Catalogue collections: content/catalogue/<name>/<slug>.json. `summary` is what the
 * collection index (loaded by list and detail pages) carries for each entry; `key` is the
 * value the detail route's parameter is matched against (case-insensitively), read from the
 * field `keyField` (null: the file name); `parent`,
 * where a route has two parameters, is matched against the first.
 */
export const collections = {
  'api-products': {
    schema: apiProductSchema,
    key: (e: z.output<typeof apiProductSchema>) => e.productName,
    keyField: 'productName',
    title: (e: z.output<typeof apiProductSchema>) => e.productName,
    // Only what the list card shows and searches: at 3,000 products every field here costs ~3,000 copies.
    summary: (e: z.output<typeof apiProductSchema>) => ({
      kind: e.kind,
      chemicalName: e.chemicalName,
      casNumber: e.casNumber,
    }),
    parent: null,
  },
  'ecopalm-categories': {
    schema: ecopalmCategorySchema,
    key: (_e: z.output<typeof ecopalmCategorySchema>, slug: string) => slug,
    keyField: null,
    title: (e: z.output<typeof ecopalmCategorySchema>, slug: string) => e.title ?? slug.replaceAll('-', ' ').toUpperCase(),
    summary: (e: z.output<typeof ecopalmCategorySchema>) => ({ description: e.description, image: e.image }),
    parent: null,
  },
  'ecopalm-products': {
    schema: ecopalmProductSchema,
    key: (_e: z.output<typeof ecopalmProductSchema>, slug: string) => slug,
    keyField: null,
    title: (e: z.output<typeof ecopalmProductSchema>) => e.title,
    summary: (e: z.output<typeof ecopalmProductSchema>) => ({ category: e.category, title: e.title, summary: e.summary, image: e.image }),
    parent: (e: z.output<typeof ecopalmProductSchema>) => e.category,
  },
} as const;

export type CollectionName = keyof typeof collections;
export type Entry<C extends CollectionName> = z.output<(typeof collections)[C]['schema']>;
export type Summary<C extends CollectionName> = ReturnType<(typeof collections)[C]['summary']>;
