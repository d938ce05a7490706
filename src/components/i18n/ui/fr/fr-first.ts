import type { FirstUi } from '../first-sections.ts';
import { layout } from './fr-layout.ts';
import { header } from './fr-header.ts';
import { carousel } from './fr-carousel.ts';

/** French: the sections its first load carries (../first-sections.ts), in the same file as its table. */
export const first: FirstUi = { layout, header, carousel };
