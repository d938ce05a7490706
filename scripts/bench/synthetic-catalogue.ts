import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiProduct } from '../../src/content/catalogue/api-product/definition.ts';
import { casCheckDigit } from '../../src/content/catalogue/api-product/chem.ts';
import { slugify } from '../content/model.ts';

/**
 * A copy of content/ whose API catalogue is grown to `total` products: the real records plus
 * generated ones that pass every check (valid CAS check digits, formula, weight and SMILES
 * borrowed from a real molecule). For measuring how the site scales, never for publishing.
 *   npx tsx scripts/bench/synthetic-catalogue.ts 3000 [out-dir]
 */
export function writeSyntheticCatalogue(total: number, out = mkdtempSync(path.join(os.tmpdir(), 'synthetic-content-'))): string {
  cpSync(path.resolve('content'), out, { recursive: true });
  const folder = path.join(out, 'catalogue/api-products');
  const real = readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(folder, f), 'utf8')) as ApiProduct & { $schema: string });
  const templates = real.filter((p) => p.smiles);
  for (let i = real.length; i < total; i++) {
    const base = templates[i % templates.length]!;
    const n = String(i).padStart(4, '0');
    const body = `${900000 + i}${String(i % 100).padStart(2, '0')}`;
    const cas = `${body.slice(0, -2)}-${body.slice(-2)}-0`;
    const record = {
      ...base,
      productName: `${base.productName} Grade S${n}`,
      casNumber: `${cas.slice(0, -1)}${casCheckDigit(cas)}`,
    };
    writeFileSync(path.join(folder, `${slugify(record.productName)}.json`), `${JSON.stringify(record, null, 2)}\n`);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const total = Number(process.argv[2] ?? 3000);
  const dir = writeSyntheticCatalogue(total, process.argv[3]);
  console.log(`Wrote a content folder with ${total} API products to ${dir}`);
  console.log(`Build it: CONTENT_DIR=${dir} DIST_DIR=/tmp/synthetic-dist npm run build`);
}
