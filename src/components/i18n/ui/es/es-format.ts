import { listWith } from '../en/en-format.ts';
import type { UiStrings } from '../en.ts';
import { localeFormat } from '../locale-format.ts';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** Spanish UI strings: `format` (the whole dictionary: ../es.ts), by hand (../locale-format.ts): "1000" and "10.000". */
export const format: UiStrings['format'] = localeFormat({ group: '.', decimal: ',', minus: '-', minimumGrouping: 2 }, (day, month, year) => `${day} de ${MONTHS[month]} de ${year}`, listWith(', ', (last) => (/^h?[ií](?![aeiouáéó])/i.test(last) ? ' e ' : ' y ')));
