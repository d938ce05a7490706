import type { UiStrings } from '../en.ts';

/** French UI strings: `enquiryAdd` (the whole dictionary: ../fr.ts). */
export const enquiryAdd: UiStrings['enquiryAdd'] = {
  products: (n, formatted) => `${formatted} produit${n > 1 ? 's' : ''}`,
  addTo: 'Ajouter',
  toEnquiry: 'à la demande',
  addName: (product) => `Ajouter ${product} à la demande`,
  inEnquiry: 'dans votre demande',
  isInEnquiry: (product) => `${product} est dans votre demande`,
  added: (product, products) => `${product} a été ajouté à votre liste de demande, qui compte désormais ${products}.`,
  present: (product, products) => `${product} est déjà dans votre liste de demande (${products}).`,
  full: (max) => `Votre liste de demande est complète\u00a0: elle contient au maximum ${max} produits. Envoyez-la, ou retirez un produit sur la page contact.`,
  cannotAdd: (product) => `${product} ne peut pas être ajouté à la liste de demande.`,
  storageNotice: 'Ce navigateur ne nous permet pas d’enregistrer la liste\u00a0: elle ne sera conservée que jusqu’à ce que vous quittiez le site.',
};
