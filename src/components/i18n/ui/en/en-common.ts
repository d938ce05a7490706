/** English UI strings: `common` (the dictionary's shape: src/components/i18n/ui/en.ts). */
export const common = {
  home: 'Home',
  close: 'Close',
  loading: 'Loading…',
  optional: '(optional)',
  /** A facts value content still holds as a placeholder. */
  onRequest: 'Available on request',
  learnMore: 'Learn more',
  details: 'Details',
  viewDetails: 'View details',
  askForCopy: 'Ask for a copy',
};
