import { listWith } from '../en/en-format.ts';
import type { UiStrings } from '../en.ts';
import { localeFormat } from '../locale-format.ts';

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** French UI strings: `format` (the whole dictionary: ../fr.ts), by hand (../locale-format.ts): groups with a narrow no-break space. */
export const format: UiStrings['format'] = localeFormat({ group: '\u202F', decimal: ',', minus: '-', minimumGrouping: 1 }, (day, month, year) => `${day} ${MONTHS[month]} ${year}`, listWith(', ', () => ' et '));
