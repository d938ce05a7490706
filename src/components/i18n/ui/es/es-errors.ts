import type { UiStrings } from '../en.ts';

/** Spanish UI strings: `errors` (the whole dictionary: ../es.ts). */
export const errors: UiStrings['errors'] = {
  couldNotLoad: 'No se pudo cargar esta página',
  partMissing: 'Parte de la página no llegó, quizá porque se cortó la conexión. Compruebe su conexión e inténtelo de nuevo.',
  somethingWrong: 'Se produjo un error al mostrar esta página. Inténtelo de nuevo.',
  retry: 'Reintentar',
};
