import type { UiStrings } from '../en.ts';

/** French UI strings: `errors` (the whole dictionary: ../fr.ts). */
export const errors: UiStrings['errors'] = {
  couldNotLoad: 'Cette page n’a pas pu se charger',
  partMissing: 'Une partie de la page n’est pas arrivée, peut-être à cause d’une coupure de connexion. Vérifiez votre connexion et réessayez.',
  somethingWrong: 'Un problème est survenu lors de l’affichage de cette page. Veuillez réessayer.',
  retry: 'Réessayer',
};
