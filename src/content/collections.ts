import type { z } from 'zod';
import { apiProducts } from './catalogue/api-product/definition.ts';
import { ecopalmCategories } from './catalogue/ecopalm-category.ts';
import { ecopalmProducts } from './catalogue/ecopalm-product.ts';

/**
 * Every catalogue kind, registered once. The content loader, the checker, the editors' JSON
 * Schemas, the routes and the browser's views (src/catalogue/<view>/view.tsx) all come from here.
 * Build side only: the browser imports types from this file, never values.
 */
export const kinds = {
  'api-products': apiProducts,
  'ecopalm-categories': ecopalmCategories,
  'ecopalm-products': ecopalmProducts,
} as const;

export type Kinds = typeof kinds;
export type CollectionName = keyof Kinds;
export type Entry<C extends CollectionName> = z.output<Kinds[C]['schema']>;
export type Summary<C extends CollectionName> = ReturnType<Kinds[C]['summary']>;
export type DetailRoute = Kinds[CollectionName]['route'];
export const collectionNames = Object.keys(kinds) as [CollectionName, ...CollectionName[]];
