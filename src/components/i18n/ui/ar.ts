import type { UiStrings } from './en.ts';
import { first } from './ar/ar-first.ts';
import { later } from './ar/ar-later.ts';

/**
 * Arabic (awaiting review by a native speaker). Modern Standard Arabic, business register;
 * Incoterms keep their Latin codes (FOB, CIF), as Gulf and North African traders write them.
 */
export const ar: UiStrings = { ...first, ...later };
