import type { UiStrings } from '../en.ts';

/** Spanish UI strings: `header` (the whole dictionary: ../es.ts). */
export const header: UiStrings['header'] = {
  menu: 'Menú',
  mainNav: 'Principal',
  language: 'Language / Idioma',
  searchTitle: 'Buscar (Ctrl+K o /)',
  search: 'Buscar',
  listLink: 'Lista de solicitud',
  listLinkLabel: (count) => `Lista de solicitud (${count})`,
};
