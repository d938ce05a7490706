import type { UiStrings } from '../en.ts';

/** Spanish UI strings: `common` (the whole dictionary: ../es.ts). */
export const common: UiStrings['common'] = {
  home: 'Inicio',
  close: 'Cerrar',
  loading: 'Cargando…',
  optional: '(opcional)',
  onRequest: 'Disponible a petición',
  learnMore: 'Más información',
  details: 'Detalles',
  viewDetails: 'Ver detalles',
  askForCopy: 'Solicitar una copia',
  share: 'Compartir',
  linkCopied: 'Enlace copiado',
  copyThisLink: 'Copie este enlace:',
};
