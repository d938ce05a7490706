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
  /** The banner's Share button (src/components/ui/share-button.tsx): its name is the contract's `Share` on English pages. */
  share: 'Share',
  /** Its status once the address is on the clipboard (the contract's `Link copied`). */
  linkCopied: 'Link copied',
  /** Where the clipboard is refused: the address shown selected, to copy by hand. */
  copyThisLink: 'Copy this link:',
};
