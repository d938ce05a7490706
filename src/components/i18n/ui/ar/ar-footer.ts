import type { UiStrings } from '../en.ts';

/** Arabic UI strings: `footer` (the whole dictionary: ../ar.ts). */
export const footer: UiStrings['footer'] = {
  footerMenu: 'قائمة التذييل',
  footerMenuHeading: 'القائمة',
  contactHeading: 'اتصلوا بنا',
  allRightsReserved: 'جميع الحقوق محفوظة.',
};
