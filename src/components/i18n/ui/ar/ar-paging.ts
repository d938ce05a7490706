import type { UiStrings } from '../en.ts';

/** Arabic UI strings: `paging` (the whole dictionary: ../ar.ts). */
export const paging: UiStrings['paging'] = {
  showMore: 'عرض المزيد',
  showLess: 'عرض أقل',
  viewAll: 'عرض الكل',
  products: 'منتج',
  matchingProducts: 'منتج مطابق',
  items: 'عنصر',
  showingSome: (shown, total, noun) => `عرض ${shown} من أصل ${total} ${noun}`,
  showingAll: (total, noun) => `عرض جميع العناصر (${total} ${noun})`,
};
