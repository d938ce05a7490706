import type { UiStrings } from '../en.ts';

/** French UI strings: `search` (the whole dictionary: ../fr.ts). */
export const search: UiStrings['search'] = {
  search: 'Rechercher',
  label: 'Rechercher des produits et des pages',
  placeholder: 'Nom, numéro CAS, code SH ou qualité',
  results: 'Résultats de recherche',
  failed: 'La recherche n’a pas pu se charger. Vérifiez votre connexion et réessayez.',
  hint: 'Saisissez le nom d’un produit, un autre nom, un numéro CAS, un code SH ou une qualité.',
  count: (n, formatted) => `${formatted} résultat${n > 1 ? 's' : ''}`,
  none: (query) => `Aucun résultat pour «\u00a0${query}\u00a0»`,
  maySupply: 'Nous pouvons peut-être le fournir\u00a0:',
  askContact: 'posez-nous la question sur la page contact',
  company: 'Société',
  matchedCas: (cas) => `CAS ${cas}`,
  matchedHs: (code) => `SH ${code}`,
  matchedGrade: (grade) => `Qualité ${grade}`,
  matchedSynonym: (name) => `Autre nom\u00a0: ${name}`,
  lookingFor: (query) => `Je recherche\u00a0: ${query}`,
};
