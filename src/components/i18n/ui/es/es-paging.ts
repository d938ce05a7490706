import type { UiStrings } from '../en.ts';

/** Spanish UI strings: `paging` (the whole dictionary: ../es.ts). */
export const paging: UiStrings['paging'] = {
  showMore: 'Mostrar más',
  showLess: 'Mostrar menos',
  viewAll: 'Ver todo',
  products: 'productos',
  matchingProducts: 'productos coincidentes',
  items: 'elementos',
  showingSome: (shown, total, noun) => `Mostrando ${shown} de ${total} ${noun}`,
  showingAll: (total, noun) => `Mostrando los ${total} ${noun}`,
};
