import type { FirstUi } from '../first-sections.ts';
import { layout } from './es-layout.ts';
import { header } from './es-header.ts';
import { carousel } from './es-carousel.ts';

/** Spanish: the sections its first load carries (../first-sections.ts), in the same file as its table. */
export const first: FirstUi = { layout, header, carousel };
