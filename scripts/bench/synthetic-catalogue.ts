import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiProduct } from '../../src/content/catalogue/api-product/schema.ts';
import { casCheckDigit, hillFormula, molecularWeight } from '../../src/content/catalogue/api-product/chem.ts';
import { smilesCounts } from '../../src/content/catalogue/api-product/smiles.ts';
import { slugify } from '../content/model.ts';

/**
 * A copy of content/ whose API catalogue is grown to `total` products: the real records plus
 * generated ones that pass every check (valid CAS check digits, formula, weight and SMILES
 * borrowed from a real molecule). For measuring how the site scales, never for publishing.
 * `molecules: 'grades'` (the default) makes every generated product a grade of a real molecule,
 * as a trader's list is; `'distinct'` gives each one a molecule of its own (a real one with a
 * substituent on its first atom, formula and weight computed), the worst case for the
 * structure drawings and share pictures of a cold build.
 *   npx tsx scripts/bench/synthetic-catalogue.ts 3000 [out-dir] [--distinct]
 */
export function writeSyntheticCatalogue(
  total: number,
  out = mkdtempSync(path.join(os.tmpdir(), 'synthetic-content-')),
  { molecules = 'grades' }: { molecules?: 'grades' | 'distinct' } = {},
): string {
  cpSync(path.resolve('content'), out, { recursive: true });
  const folder = path.join(out, 'catalogue/api-products');
  const real = readdirSync(folder)
    // English records only: a translation (`name.ar.json`) is not a product of its own.
    .filter((f) => f.endsWith('.json') && !/\.[a-z]{2}\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(path.join(folder, f), 'utf8')) as ApiProduct & { $schema: string });
  const templates = real.filter((p) => p.smiles);
  // Molecules a substituent can go on (distinctMolecule): a SMILES starting on a plain C, N or O with a hydrogen to give.
  const open = templates.filter((p) => /^(C(?!l)|N|O)[^=#]/.test(p.smiles!) && !p.chemicalFormula.includes('·'));
  for (let i = real.length; i < total; i++) {
    const base = templates[i % templates.length]!;
    const n = String(i).padStart(4, '0');
    const body = `${900000 + i}${String(i % 100).padStart(2, '0')}`;
    const cas = `${body.slice(0, -2)}-${body.slice(-2)}-0`;
    const record = {
      ...base,
      productName: `${base.productName} Grade S${n}`,
      casNumber: `${cas.slice(0, -1)}${casCheckDigit(cas)}`,
      ...(molecules === 'distinct' ? distinctMolecule(i, open) : {}),
    };
    writeFileSync(path.join(folder, `${slugify(record.productName)}.json`), `${JSON.stringify(record, null, 2)}\n`);
  }
  return out;
}

/** Substituents put on a molecule's first atom: each with 1-6 CH2 links gives 192 molecules per template. */
const HEADS = ['', 'O', 'N', 'S', 'F', 'Cl', 'Br', 'I', 'CC(C)', 'CC(C)(C)', 'C1CC1', 'C1CCC1', 'C1CCCC1', 'C1CCCCC1', 'C1CCOCC1', 'C1CCNCC1', 'C1CCN(C)CC1', 'c1ccccc1', 'c1ccncc1', 'c1cccnc1', 'c1ccoc1', 'c1ccsc1', 'c1cncnc1', 'Fc1ccccc1', 'Clc1ccccc1', 'Brc1ccccc1', 'COc1ccccc1', 'Cc1ccccc1', 'OC(=O)', 'NC(=O)', 'CC(=O)', 'N#C'];

/** Molecule `i` of a distinct catalogue: one of `open` with a substituent on its first atom. */
function distinctMolecule(i: number, open: readonly ApiProduct[]): Pick<ApiProduct, 'smiles' | 'chemicalFormula' | 'molecularWeight'> {
  const base = open[i % open.length]!;
  const variant = Math.floor(i / open.length);
  const head = HEADS[variant % HEADS.length]!;
  const links = 1 + (Math.floor(variant / HEADS.length) % 6);
  const rounds = Math.floor(variant / (HEADS.length * 6));
  const smiles = `${head}${'C'.repeat(links + rounds * 6)}${base.smiles}`;
  const counts = smilesCounts(smiles);
  return { smiles, chemicalFormula: hillFormula(counts), molecularWeight: Math.round(molecularWeight(counts) * 100) / 100 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const total = Number(process.argv[2] ?? 3000);
  const dir = writeSyntheticCatalogue(total, process.argv[3]?.startsWith('--') ? undefined : process.argv[3], {
    molecules: process.argv.includes('--distinct') ? 'distinct' : 'grades',
  });
  console.log(`Wrote a content folder with ${total} API products to ${dir}`);
  console.log(`Build it: CONTENT_DIR=${dir} DIST_DIR=/tmp/synthetic-dist npm run build`);
}
