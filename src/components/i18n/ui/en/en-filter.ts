/** English UI strings: `filter` (the dictionary's shape: src/components/i18n/ui/en.ts). */
export const filter = {
  byCategory: 'Filter by category',
  /** The live count after a filter or "Show more": "Spices: showing 24 of 60 items". */
  status: (p: { category: string; count: number; shown: string; total: string; partial: boolean }) =>
    `${p.category}: ${p.count === 0 ? 'no' : p.partial ? `showing ${p.shown} of ${p.total}` : p.total} ${p.count === 1 ? 'item' : 'items'}`,
};
