import type { FirstUi } from '../first-sections.ts';
import { layout } from './ar-layout.ts';
import { header } from './ar-header.ts';
import { carousel } from './ar-carousel.ts';

/** Arabic: the sections its first load carries (../first-sections.ts), in the same file as its table. */
export const first: FirstUi = { layout, header, carousel };
