import { apiProductRules } from './catalogue/api-product/schema.ts';
import { ecopalmCategoryRules } from './catalogue/ecopalm-category/schema.ts';
import { ecopalmProductRules } from './catalogue/ecopalm-product/schema.ts';

/**
 * What of each catalogue kind the browser may load: its schema and domain rules (the web editor
 * checks an entry with them, admin/browser-check.ts). A kind's schema.ts holds these; its
 * definition.ts adds what only the build runs (keys, summaries, routes, pictures, facts) and is
 * registered in collections.ts, whose type check keeps the two lists the same.
 */
export const kindRules = {
  'api-products': apiProductRules,
  'ecopalm-categories': ecopalmCategoryRules,
  'ecopalm-products': ecopalmProductRules,
} as const;

/** The catalogues' names, for a schema's enum (a page's list section names one). */
export const collectionNames = Object.keys(kindRules) as [keyof typeof kindRules, ...(keyof typeof kindRules)[]];
