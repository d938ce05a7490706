import type { UiStrings } from '../en.ts';

/** French UI strings: `layout` (the whole dictionary: ../fr.ts). */
export const layout: UiStrings['layout'] = {
  skipToContent: 'Aller au contenu',
  breadcrumb: 'Fil d’Ariane',
  socialMedia: 'Réseaux sociaux',
  logoHome: (company) => `${company}, accueil`,
  homeHeading: (company, tagline) => `${company}\u00a0: ${tagline}`,
  personOn: (person, network) => `${person} sur ${network}`,
};
