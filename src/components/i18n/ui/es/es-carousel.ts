import type { UiStrings } from '../en.ts';

/** Spanish UI strings: `carousel` (the whole dictionary: ../es.ts). */
export const carousel: UiStrings['carousel'] = {
  carousel: 'carrusel',
  slide: 'diapositiva',
  previousSlide: 'Diapositiva anterior',
  nextSlide: 'Diapositiva siguiente',
  previous: 'Anterior',
  next: 'Siguiente',
  slideOf: (index, total) => `${index} de ${total}`,
  highlights: 'Destacados',
};
