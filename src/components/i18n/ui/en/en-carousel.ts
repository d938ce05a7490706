/** English UI strings: `carousel` (the dictionary's shape: src/components/i18n/ui/en.ts). */
export const carousel = {
  carousel: 'carousel',
  slide: 'slide',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  previous: 'Previous',
  next: 'Next',
  slideOf: (index: string, total: string) => `${index} of ${total}`,
  highlights: 'Highlights',
};
