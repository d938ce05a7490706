import type { UiStrings } from '../en.ts';

/** Arabic UI strings: `carousel` (the whole dictionary: ../ar.ts). */
export const carousel: UiStrings['carousel'] = {
  carousel: 'عرض دوّار',
  slide: 'شريحة',
  previousSlide: 'الشريحة السابقة',
  nextSlide: 'الشريحة التالية',
  previous: 'السابق',
  next: 'التالي',
  slideOf: (index, total) => `${index} من ${total}`,
  highlights: 'أبرز ما لدينا',
};
