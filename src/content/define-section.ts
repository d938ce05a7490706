import { z } from 'zod';

/**
 * Every section may be left off the printed sheet: a section about another product (a cross-sell
 * such as "Also from us: peanuts" on the cashews page) belongs on that product's sheet.
 */
const printedField = z
  .literal(false)
  .optional()
  .describe('false: the section shows on screen only and stays off the printed page (a section about another product)');

/**
 * A section type's schema: a strict object whose literal `type` comes first, so the page
 * schema can pick it out of the union by that key and a misspelt field is an error.
 * The name is the section's folder in src/sections.
 */
export function defineSection<const T extends string, const S extends z.core.$ZodLooseShape>(type: T, fields: S) {
  return z.strictObject({ type: z.literal(type), ...fields, printed: printedField });
}
