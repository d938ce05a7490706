import type { ApiProduct } from '../../src/content/catalogue/api-product.ts';
import type { CollectionName } from '../../src/content/collections.ts';
import { casCheckDigit, FormulaError, hillFormula, molecularWeight, parseFormula, sameCounts, smilesCounts, type ParsedFormula } from './chem.ts';
import type { LoadedEntry } from './load.ts';
import type { Problem } from './problems.ts';

/** How far a stated molecular weight may be from the one its formula gives (rounding, older atomic weights). */
export const MW_TOLERANCE = 0.001;

/** Identity data of an API or excipient: CAS check digit, formula against weight, SMILES against formula. */
export function apiProductProblems(file: string, p: ApiProduct): Problem[] {
  const problems: Problem[] = [];
  const at = (path: string, message: string) => problems.push({ file, path, message });

  const digit = casCheckDigit(p.casNumber);
  const written = Number(p.casNumber.slice(-1));
  if (digit !== null && digit !== written) at('casNumber', `check digit should be ${digit}, not ${written}`);

  let formula: ParsedFormula | null = null;
  try {
    formula = parseFormula(p.chemicalFormula);
  } catch (err) {
    if (!(err instanceof FormulaError)) throw err;
    at('chemicalFormula', err.message);
  }

  if (formula && p.molecularWeight !== undefined) {
    if (formula.polymer) {
      at('molecularWeight', `"${p.chemicalFormula}" is a polymer with no single molecular weight: leave molecularWeight out`);
    } else {
      const expected = molecularWeight(formula.counts);
      if (Math.abs(p.molecularWeight - expected) > expected * MW_TOLERANCE) {
        at('molecularWeight', `${p.molecularWeight} does not match chemicalFormula "${p.chemicalFormula}", which weighs ${expected.toFixed(2)} g/mol`);
      }
    }
  }

  if (p.smiles) {
    let counts: Record<string, number> | null = null;
    try {
      counts = smilesCounts(p.smiles);
    } catch (err) {
      at('smiles', `not a readable SMILES string (${err instanceof Error ? err.message : String(err)})`);
    }
    if (counts && formula && !sameCounts(counts, formula.counts)) {
      at('smiles', `describes ${hillFormula(counts)}, but chemicalFormula "${p.chemicalFormula}" is ${hillFormula(formula.counts)}`);
    }
  }
  return problems;
}

/** Domain checks per collection, beyond what the schema can say. */
export const entryChecks: { [C in CollectionName]: (entry: LoadedEntry) => Problem[] } = {
  'api-products': (entry) => apiProductProblems(entry.file, entry.data as ApiProduct),
  'ecopalm-categories': () => [],
  'ecopalm-products': () => [],
};
