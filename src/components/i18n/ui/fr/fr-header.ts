import type { UiStrings } from '../en.ts';

/** French UI strings: `header` (the whole dictionary: ../fr.ts). */
export const header: UiStrings['header'] = {
  menu: 'Menu',
  mainNav: 'Principal',
  language: 'Language / Langue',
  searchTitle: 'Rechercher (Ctrl+K ou /)',
  search: 'Rechercher',
  listLink: 'Liste de demande',
  listLinkLabel: (count) => `Liste de demande (${count})`,
};
