import type { UiStrings } from './en.ts';
import { first } from './fr/fr-first.ts';
import { later } from './fr/fr-later.ts';

/** French (awaiting review by a native speaker). Business register; Incoterms keep their codes. */
export const fr: UiStrings = { ...first, ...later };
