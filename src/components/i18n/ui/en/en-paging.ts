/** English UI strings: `paging` (the dictionary's shape: src/components/i18n/ui/en.ts). */
export const paging = {
  showMore: 'Show more',
  showLess: 'Show Less',
  viewAll: 'View All',
  products: 'products',
  matchingProducts: 'matching products',
  items: 'items',
  showingSome: (shown: string, total: string, noun: string) => `Showing ${shown} of ${total} ${noun}`,
  showingAll: (total: string, noun: string) => `Showing all ${total} ${noun}`,
};
