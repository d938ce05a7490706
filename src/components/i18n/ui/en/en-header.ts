/** English: the header (src/components/layout/header.tsx) and the enquiry list's link in it (src/features/enquiry/enquiry-list-link.tsx). */
export const header = {
  menu: 'Menu',
  mainNav: 'Main',
  /** The language switcher's name: starts with "Language" in every locale (contracts.md). */
  language: 'Language',
  searchTitle: 'Search (Ctrl+K or /)',
  search: 'Search',
  listLink: 'Enquiry list',
  listLinkLabel: (count: string) => `Enquiry list (${count})`,
};
