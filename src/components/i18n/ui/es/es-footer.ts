import type { UiStrings } from '../en.ts';

/** Spanish UI strings: `footer` (the whole dictionary: ../es.ts). */
export const footer: UiStrings['footer'] = {
  footerMenu: 'Menú del pie de página',
  footerMenuHeading: 'Menú',
  contactHeading: 'Contacto',
  allRightsReserved: 'Todos los derechos reservados.',
};
