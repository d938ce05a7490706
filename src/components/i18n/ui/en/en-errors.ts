/** English UI strings: `errors` (the dictionary's shape: src/components/i18n/ui/en.ts). */
export const errors = {
  couldNotLoad: 'This page could not load',
  partMissing: 'Part of the page did not arrive, perhaps because the connection dropped. Check your connection and try again.',
  somethingWrong: 'Something went wrong while showing this page. Please try again.',
  retry: 'Retry',
};
