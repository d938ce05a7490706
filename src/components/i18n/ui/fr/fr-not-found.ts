import type { UiStrings } from '../en.ts';

/** French UI strings: `notFound` (the whole dictionary: ../fr.ts). */
export const notFound: UiStrings['notFound'] = {
  error404: 'Erreur 404',
  pageNotFound: 'Page introuvable',
  productNotFound: 'Produit introuvable',
  notInCatalogue: (name) => `«\u00a0${name}\u00a0» ne figure pas dans notre catalogue. Il a peut-être été renommé ou retiré.`,
  pageMissing: 'La page demandée n’existe pas ou a été déplacée.',
  backTo: (page) => `Retour à ${page}`,
  goHome: 'Aller à la page d’accueil',
};
