import type { UiStrings } from '../en.ts';
import { intlFormat } from '../intl-format.ts';

/** French UI strings: `format` (the whole dictionary: ../fr.ts). */
export const format: UiStrings['format'] = intlFormat('fr');
