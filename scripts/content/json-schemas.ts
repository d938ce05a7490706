import { z } from 'zod';
import { collections } from '../../src/content/collections.ts';
import { pageSchema } from '../../src/content/page.ts';
import { siteSchema } from '../../src/content/site.ts';

const singular: Record<keyof typeof collections, string> = {
  'api-products': 'api-product',
  'ecopalm-categories': 'ecopalm-category',
  'ecopalm-products': 'ecopalm-product',
};

/** JSON Schema text for every content file kind, keyed by file name in content/.schemas. */
export function jsonSchemas(): Record<string, string> {
  const sources: Record<string, z.ZodType> = { site: siteSchema, page: pageSchema };
  for (const [name, def] of Object.entries(collections)) sources[singular[name as keyof typeof collections]] = def.schema;
  const out: Record<string, string> = {};
  for (const [name, schema] of Object.entries(sources)) {
    out[`${name}.json`] = `${JSON.stringify(z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }), null, 2)}\n`;
  }
  return out;
}
