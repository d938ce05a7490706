import type { UiStrings } from '../en.ts';
import { localeFormat } from '../locale-format.ts';

const MONTHS = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

/** Arabic UI strings: `format` (the whole dictionary: ../ar.ts), by hand with Latin digits (../locale-format.ts). */
export const format: UiStrings['format'] = localeFormat({ group: ',', decimal: '.', minus: '\u200E-', minimumGrouping: 1, listSeparator: '، ' }, (day, month, year) => `${day} ${MONTHS[month]} ${year}`);
