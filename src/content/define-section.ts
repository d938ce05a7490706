import { z } from 'zod';

/**
 * Every section may be left off the printed sheet: a section about another product (a cross-sell
 * such as "Also from us: peanuts" on the cashews page) belongs on that product's sheet. A boolean,
 * not the literal false: a constant would read as a second tag of the section union
 * (scripts/content/translations.ts picks a section's schema by its constants).
 */
const printedField = z
  .boolean()
  .optional()
  .describe('false: the section shows on screen only and stays off the printed page (a section about another product); default true');

/**
 * A section type's schema: a strict object whose literal `type` comes first, so the page
 * schema can pick it out of the union by that key and a misspelt field is an error.
 * The name is the section's folder in src/sections.
 */
export function defineSection<const T extends string, const S extends z.core.$ZodLooseShape>(type: T, fields: S) {
  return z.strictObject({ type: z.literal(type), ...fields, printed: printedField });
}
