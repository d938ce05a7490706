import type { UiStrings } from '../en.ts';

/** French UI strings: `filter` (the whole dictionary: ../fr.ts). */
export const filter: UiStrings['filter'] = {
  byCategory: 'Filtrer par catégorie',
  status: (p) =>
    `${p.category}\u00a0: ${p.count === 0 ? 'aucun élément' : p.partial ? `${p.shown} éléments affichés sur ${p.total}` : `${p.total} élément${p.count > 1 ? 's' : ''}`}`,
};
