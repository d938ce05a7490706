import path from 'node:path';
import type { ApiProduct } from '../../src/content/catalogue/api-product.ts';
import { contentDir, type LoadedEntry } from './load.ts';
import { structureFile } from './structure-svg.ts';

/**
 * Images the build draws for an entry (e.g. a chemical structure from its SMILES):
 * a map of field name to the absolute path of the generated file.
 */
export async function extraEntryImages(entry: LoadedEntry): Promise<Record<string, string>> {
  if (entry.collection !== 'api-products') return {};
  const product = entry.data as ApiProduct;
  if (product.smiles) return { structure: structureFile(entry.slug, product.smiles, `2-D chemical structure of ${product.productName}`) };
  if (product.image) return {};
  // No defined molecule and no picture chosen: the illustration system's artwork.
  const art = product.chemicalFormula.endsWith('n') ? 'polymer-fallback.svg' : 'structure-fallback.svg';
  return { structure: path.join(contentDir(), 'images/api', art) };
}
