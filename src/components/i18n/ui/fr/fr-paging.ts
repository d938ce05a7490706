import type { UiStrings } from '../en.ts';

/** French UI strings: `paging` (the whole dictionary: ../fr.ts). */
export const paging: UiStrings['paging'] = {
  showMore: 'Afficher plus',
  showLess: 'Afficher moins',
  viewAll: 'Tout afficher',
  products: 'produits',
  matchingProducts: 'produits correspondants',
  items: 'éléments',
  showingSome: (shown, total, noun) => `${shown} ${noun} affichés sur ${total}`,
  showingAll: (total, noun) => `Les ${total} ${noun} sont affichés`,
};
