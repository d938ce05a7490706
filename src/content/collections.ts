import type { z } from 'zod';
import { apiProducts } from './catalogue/api-product/definition.ts';
import { ecopalmCategories } from './catalogue/ecopalm-category/definition.ts';
import { ecopalmProducts } from './catalogue/ecopalm-product/definition.ts';
import type { kindRules } from './kind-rules.ts';

/**
 * Every catalogue kind's definition (catalogue/<kind>/definition.ts). The content loader, the
 * checker, the editors' JSON Schemas, the routes and the browser's views
 * (src/catalogue/<view>/view.tsx) all come from here. Build side only: the browser imports types
 * from this file, never values; the web editor's values are in kind-rules.ts, the same kinds.
 */
export const kinds = {
  'api-products': apiProducts,
  'ecopalm-categories': ecopalmCategories,
  'ecopalm-products': ecopalmProducts,
} as const satisfies Record<keyof typeof kindRules, unknown>;

export type Kinds = typeof kinds;
export type CollectionName = keyof Kinds;
export type Entry<C extends CollectionName> = z.output<Kinds[C]['schema']>;
export type Summary<C extends CollectionName> = ReturnType<Kinds[C]['summary']>;
export type DetailRoute = Kinds[CollectionName]['route'];
