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
};
