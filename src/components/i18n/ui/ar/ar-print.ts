import type { UiStrings } from '../en.ts';

/** Arabic UI strings: `print` (the whole dictionary: ../ar.ts). */
export const print: UiStrings['print'] = {
  print: 'طباعة',
  phone: 'هاتف',
};
