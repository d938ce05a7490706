/** English: the footer (loaded with it, after the first render). */
export const footer = {
  footerMenu: 'Footer menu',
  footerMenuHeading: 'Menu',
  contactHeading: 'Contact',
  allRightsReserved: 'All rights reserved.',
};
