import type { UiStrings } from '../en.ts';

/** French UI strings: `common` (the whole dictionary: ../fr.ts). */
export const common: UiStrings['common'] = {
  home: 'Accueil',
  close: 'Fermer',
  loading: 'Chargement…',
  optional: '(facultatif)',
  onRequest: 'Disponible sur demande',
  learnMore: 'En savoir plus',
  details: 'Détails',
  viewDetails: 'Voir le détail',
  askForCopy: 'Demander une copie',
  share: 'Partager',
  linkCopied: 'Lien copié',
  copyThisLink: 'Copiez ce lien\u00a0:',
};
