import type { UiStrings } from '../en.ts';

/** French UI strings: `print` (the whole dictionary: ../fr.ts). */
export const print: UiStrings['print'] = {
  print: 'Imprimer',
  phone: 'Tél.',
};
