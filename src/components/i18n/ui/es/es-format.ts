import type { UiStrings } from '../en.ts';
import { intlFormat } from '../intl-format.ts';

/** Spanish UI strings: `format` (the whole dictionary: ../es.ts). */
export const format: UiStrings['format'] = intlFormat('es');
