import type { UiStrings } from '../en.ts';

/** Spanish UI strings: `layout` (the whole dictionary: ../es.ts). */
export const layout: UiStrings['layout'] = {
  skipToContent: 'Ir al contenido',
  breadcrumb: 'Ruta de navegación',
  socialMedia: 'Redes sociales',
  logoHome: (company) => `${company}, inicio`,
  homeHeading: (company, tagline) => `${company}: ${tagline}`,
  personOn: (person, network) => `${person} en ${network}`,
};
