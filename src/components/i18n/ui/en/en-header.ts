/** English: src/components/layout/header.tsx: not wired yet (issue 31 note). */
export const header = {
  menu: 'Menu',
  mainNav: 'Main',
  /** The language switcher's name: starts with "Language" in every locale (contracts.md). */
  language: 'Language',
  searchTitle: 'Search (Ctrl+K or /)',
  search: 'Search',
};
