import type { UiStrings } from '../en.ts';

/** Spanish UI strings: `filter` (the whole dictionary: ../es.ts). */
export const filter: UiStrings['filter'] = {
  byCategory: 'Filtrar por categoría',
  status: (p) =>
    `${p.category}: ${p.count === 0 ? 'ningún elemento' : p.partial ? `mostrando ${p.shown} de ${p.total} elementos` : `${p.total} ${p.count === 1 ? 'elemento' : 'elementos'}`}`,
};
