import { z } from 'zod';

/**
 * A section type's schema: a strict object whose literal `type` comes first, so the page
 * schema can pick it out of the union by that key and a misspelt field is an error.
 * The name is the section's folder in src/sections.
 */
export function defineSection<const T extends string, const S extends z.core.$ZodLooseShape>(type: T, fields: S) {
  return z.strictObject({ type: z.literal(type), ...fields });
}
