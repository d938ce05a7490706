import type { UiStrings } from '../en.ts';

/** French UI strings: `carousel` (the whole dictionary: ../fr.ts). */
export const carousel: UiStrings['carousel'] = {
  carousel: 'carrousel',
  slide: 'diapositive',
  previousSlide: 'Diapositive précédente',
  nextSlide: 'Diapositive suivante',
  previous: 'Précédent',
  next: 'Suivant',
  slideOf: (index, total) => `${index} sur ${total}`,
  highlights: 'À la une',
};
