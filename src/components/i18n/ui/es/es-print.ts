import type { UiStrings } from '../en.ts';

/** Spanish UI strings: `print` (the whole dictionary: ../es.ts). */
export const print: UiStrings['print'] = {
  print: 'Imprimir',
  phone: 'Tel.',
};
