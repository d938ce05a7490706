import type { UiStrings } from '../en.ts';

/** French UI strings: `catalogue` (the whole dictionary: ../fr.ts). */
export const catalogue: UiStrings['catalogue'] = {
  clearSearch: 'Effacer la recherche',
  count: (p) => {
    if (!p.filtered) return p.partial ? `${p.shown} produits affichés sur ${p.total}` : `${p.total} produits`;
    const match = `${p.matched} produit${p.matchedCount > 1 ? 's' : ''} sur ${p.total} ${p.matchedCount > 1 ? 'correspondent' : 'correspond'}`;
    return p.partial ? `${match}, ${p.shown} affichés` : match;
  },
  badges: { api: 'PA', excipient: 'Excipient', nutraceutical: 'Nutraceutique', 'herbal-extract': 'Extrait végétal' },
  enquireAbout: 'Demander un devis pour ce produit',
  allOf: (list) => `Tous les produits\u00a0: ${list}`,
  backTo: (list) => `Retour à ${list}`,
  kinds: { api: 'Principe actif pharmaceutique', excipient: 'Excipient', nutraceutical: 'Ingrédient nutraceutique', 'herbal-extract': 'Extrait végétal' },
  structureAlt: (name) => `Structure chimique 2D de ${name}`,
  alsoKnownAs: 'Autres noms',
  alsoKnownAsList: (names) => `Autres noms\u00a0: ${names}`,
  casNumber: 'Numéro CAS',
  molecularFormula: 'Formule brute',
  molecularWeight: 'Masse molaire',
  density: 'Densité',
  grades: 'Qualités',
  industrialUses: 'Usages industriels',
  specifications: 'Spécifications',
  specificationsOf: (name) => `Spécifications de ${name}`,
  parameter: 'Paramètre',
  specification: 'Spécification',
  sizes: 'Dimensions',
  material: 'Matière',
  packing: 'Conditionnement',
  productNotFound: 'Produit introuvable',
};
