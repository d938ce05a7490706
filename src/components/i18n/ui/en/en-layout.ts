/** English UI strings: `layout` (the dictionary's shape: src/components/i18n/ui/en.ts). */
export const layout = {
  skipToContent: 'Skip to content',
  breadcrumb: 'Breadcrumb',
  socialMedia: 'Social media',
  /** The logo's text when it is the link home. */
  logoHome: (company: string) => `${company}, home`,
  /** The screen-reader h1 of the home page. */
  homeHeading: (company: string, tagline: string) => `${company}: ${tagline}`,
  personOn: (person: string, network: string) => `${person} on ${network}`,
  /** The banner's Share button (src/components/ui/share-button.tsx): its name is the contract's `Share` on English pages. */
  share: 'Share',
  /** Its status once the address is on the clipboard (the contract's `Link copied`). */
  linkCopied: 'Link copied',
  /** Where the clipboard is refused: the address shown selected, to copy by hand. */
  copyThisLink: 'Copy this link:',
};
