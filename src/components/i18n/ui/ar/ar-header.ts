import type { UiStrings } from '../en.ts';

/** Arabic UI strings: `header` (the whole dictionary: ../ar.ts). */
export const header: UiStrings['header'] = {
  menu: 'القائمة',
  mainNav: 'الرئيسية',
  language: 'Language / اللغة',
  searchTitle: 'بحث (Ctrl+K أو /)',
  search: 'بحث',
  listLink: 'قائمة الاستفسار',
  listLinkLabel: (n) => `قائمة الاستفسار (${n})`,
};
