import type { UiStrings } from '../en.ts';

/** Spanish UI strings: `notFound` (the whole dictionary: ../es.ts). */
export const notFound: UiStrings['notFound'] = {
  error404: 'Error 404',
  pageNotFound: 'Página no encontrada',
  productNotFound: 'Producto no encontrado',
  notInCatalogue: (name) => `No encontramos «${name}» en nuestro catálogo. Puede que haya cambiado de nombre o se haya retirado.`,
  pageMissing: 'La página que busca no existe o se ha trasladado.',
  backTo: (page) => `Volver a ${page}`,
  goHome: 'Ir a la página de inicio',
};
