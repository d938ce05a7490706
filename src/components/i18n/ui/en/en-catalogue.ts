/** English UI strings: `catalogue` (the dictionary's shape: src/components/i18n/ui/en.ts). */
export const catalogue = {
  clearSearch: 'Clear search',
  /** The count under a catalogue's search box. */
  count: (p: { shown: string; matched: string; total: string; matchedCount: number; filtered: boolean; partial: boolean }) => {
    if (!p.filtered) return p.partial ? `Showing ${p.shown} of ${p.total} products` : `${p.total} products`;
    const match = `${p.matched} of ${p.total} products ${p.matchedCount === 1 ? 'matches' : 'match'}`;
    return p.partial ? `${match}, showing ${p.shown}` : match;
  },
  badges: { api: 'API', excipient: 'Excipient', nutraceutical: 'Nutraceutical', 'herbal-extract': 'Herbal extract' },
  enquireAbout: 'Enquire about this product',
  allOf: (list: string) => `All ${list}`,
  backTo: (list: string) => `Back to ${list}`,
  /** Above a product's name when it gives no therapeutic category. */
  kinds: { api: 'Active pharmaceutical ingredient', excipient: 'Excipient', nutraceutical: 'Nutraceutical ingredient', 'herbal-extract': 'Herbal extract' },
  structureAlt: (name: string) => `2-D chemical structure of ${name}`,
  alsoKnownAs: 'Also known as',
  alsoKnownAsList: (names: string) => `Also known as ${names}`,
  casNumber: 'CAS number',
  molecularFormula: 'Molecular formula',
  molecularWeight: 'Molecular weight',
  density: 'Density',
  grades: 'Grades',
  industrialUses: 'Industrial Uses',
  specifications: 'Specifications',
  specificationsOf: (name: string) => `Specifications of ${name}`,
  parameter: 'Parameter',
  specification: 'Specification',
  sizes: 'Sizes',
  material: 'Material',
  packing: 'Packing',
  productNotFound: 'Product not found',
};
