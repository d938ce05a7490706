import { defineKind } from '../../define-kind.ts';
import { certificateWords } from '../../certificate-types.ts';
import { apiProductRules, type ApiProduct, type ApiProductKind } from './schema.ts';

const kindKeywords: Record<ApiProductKind, string> = { api: 'API', excipient: 'Excipient', nutraceutical: 'Nutraceutical', 'herbal-extract': 'Herbal extract' };

const POLYMER_FALLBACK = 'images/api/polymer-fallback.svg';
const STRUCTURE_FALLBACK = 'images/api/structure-fallback.svg';

/** No defined molecule and no picture chosen: the illustration system's artwork, a polymer's or a molecule's. */
function fallbackStructure(e: ApiProduct): string | null {
  if (e.smiles || e.image) return null;
  return e.chemicalFormula.endsWith('n') ? POLYMER_FALLBACK : STRUCTURE_FALLBACK;
}

export const apiProducts = defineKind({
  name: 'api-products',
  jsonSchema: 'api-product',
  ...apiProductRules,
  keyField: 'productName',
  key: (e) => e.productName,
  title: (e) => e.productName,
  description: (e) => `${e.productName} (CAS ${e.casNumber}): ${e.description}`,
  parent: null,
  // Only what the list card shows and searches: at 3,000 products every field here costs ~3,000 copies.
  // `grades` (two or more) are the choices of the product's enquiry line, from the list card too.
  summary: (e) => ({
    kind: e.kind,
    chemicalName: e.chemicalName,
    casNumber: e.casNumber,
    ...(e.pharmacopoeia.length > 1 && { grades: e.pharmacopoeia }),
    // The list's search box finds a product by its certificates ("halal").
    ...(e.tradeDetails?.certificates && { certificates: e.tradeDetails.certificates }),
  }),
  search: (e) => ({
    subtitle: e.chemicalName,
    synonyms: e.synonyms,
    cas: e.casNumber,
    hsCodes: e.tradeDetails?.hsCode ? [e.tradeDetails.hsCode.code] : [],
    keywords: [kindKeywords[e.kind], ...certificateWords(e.tradeDetails?.certificates)],
  }),
  route: { id: 'api-product', path: '/business/api-excipients/:productName', param: 'productName', parent: '/business/api-excipients' },
  images: (e) => {
    if (e.smiles) return { structure: { smiles: e.smiles, title: `2-D chemical structure of ${e.productName}` } };
    const fallback = fallbackStructure(e);
    return fallback ? { structure: fallback } : {};
  },
  fallbackImages: [POLYMER_FALLBACK, STRUCTURE_FALLBACK],
  facts: (e) => [
    { name: 'CAS Registry Number', propertyID: 'CAS', value: e.casNumber },
    { name: 'Molecular formula', value: e.chemicalFormula },
    ...(e.molecularWeight !== undefined ? [{ name: 'Molecular weight', value: `${e.molecularWeight} g/mol` }] : []),
    ...(e.pharmacopoeia.length ? [{ name: 'Pharmacopoeia grades', value: e.pharmacopoeia.join(', ') }] : []),
  ],
  quoteField: 'productName',
  view: 'api-product',
});
