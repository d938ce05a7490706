import type { UiStrings } from '../en.ts';

/** French UI strings: `footer` (the whole dictionary: ../fr.ts). */
export const footer: UiStrings['footer'] = {
  footerMenu: 'Menu du pied de page',
  footerMenuHeading: 'Menu',
  contactHeading: 'Contact',
  allRightsReserved: 'Tous droits réservés.',
};
