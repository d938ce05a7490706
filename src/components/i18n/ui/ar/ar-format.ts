import type { UiStrings } from '../en.ts';
import { intlFormat } from '../intl-format.ts';

/** Arabic UI strings: `format` (the whole dictionary: ../ar.ts). */
export const format: UiStrings['format'] = intlFormat('ar');
