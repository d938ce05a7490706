import type { UiStrings } from './en.ts';
import { first } from './es/es-first.ts';
import { later } from './es/es-later.ts';

/** Spanish (awaiting review by a native speaker). Business register (usted); Incoterms keep their codes. */
export const es: UiStrings = { ...first, ...later };
