/**
 * Chemistry for the content checker: CAS check digits, molecular formulae and their weights
 * (smiles.ts counts a SMILES string's elements). Build-time only.
 */

/** IUPAC standard atomic weights (abridged, conventional values), g/mol. */
export const atomicWeights: Record<string, number> = {
  H: 1.008, Li: 6.94, B: 10.81, C: 12.011, N: 14.007, O: 15.999, F: 18.998, Na: 22.99, Mg: 24.305, Al: 26.982,
  Si: 28.085, P: 30.974, S: 32.06, Cl: 35.45, K: 39.098, Ca: 40.078, Ti: 47.867, Cr: 51.996, Mn: 54.938, Fe: 55.845,
  Co: 58.933, Ni: 58.693, Cu: 63.546, Zn: 65.38, As: 74.922, Se: 78.971, Br: 79.904, Sr: 87.62, Mo: 95.95, Ag: 107.87,
  Sn: 118.71, Sb: 121.76, I: 126.9, Ba: 137.33, Pt: 195.08, Au: 196.97, Hg: 200.59, Pb: 207.2, Bi: 208.98,
};

/** The check digit a CAS number should end with, or null if it is not of the form 2-7 digits, 2 digits, 1 digit. */
export function casCheckDigit(cas: string): number | null {
  const m = /^(\d{2,7})-(\d{2})-\d$/.exec(cas);
  if (!m) return null;
  const digits = `${m[1]}${m[2]}`.split('').reverse();
  return digits.reduce((sum, d, i) => sum + Number(d) * (i + 1), 0) % 10;
}

export type ElementCounts = Record<string, number>;

export interface ParsedFormula {
  counts: ElementCounts;
  /** Written with an `n` repeat, e.g. "(C6H10O5)n": no single molecular weight. */
  polymer: boolean;
}

export class FormulaError extends Error {}

/**
 * Reads a molecular formula as editors write it: "C4H11N5·HCl", "Mg(OH)2", "MgSO4·7H2O",
 * "Ca(C33H34FN2O5)2·3H2O", "(C6H10O5)n". Parts joined by a middle dot are summed, each
 * multiplied by its leading coefficient.
 */
export function parseFormula(formula: string): ParsedFormula {
  const counts: ElementCounts = {};
  let polymer = false;
  for (const raw of formula.split('·')) {
    const coefficient = /^\d+/.exec(raw)?.[0];
    const text = coefficient ? raw.slice(coefficient.length) : raw;
    if (!text) throw new FormulaError(`empty part in "${formula}"`);
    let i = 0;
    const group = (): ElementCounts => {
      const out: ElementCounts = {};
      while (i < text.length && text[i] !== ')') {
        let unit: ElementCounts;
        if (text[i] === '(') {
          i += 1;
          unit = group();
          if (text[i] !== ')') throw new FormulaError(`"(" without ")" in "${formula}"`);
          i += 1;
        } else {
          const symbol = /^[A-Z][a-z]?/.exec(text.slice(i))?.[0];
          if (!symbol) throw new FormulaError(`cannot read "${text.slice(i)}" in "${formula}"`);
          if (!(symbol in atomicWeights)) throw new FormulaError(`unknown element "${symbol}" in "${formula}"`);
          i += symbol.length;
          unit = { [symbol]: 1 };
        }
        const n = /^\d+/.exec(text.slice(i))?.[0];
        let times = 1;
        if (n) {
          times = Number(n);
          i += n.length;
        } else if (text[i] === 'n') {
          polymer = true;
          i += 1;
        }
        for (const [el, c] of Object.entries(unit)) out[el] = (out[el] ?? 0) + c * times;
      }
      return out;
    };
    const part = group();
    if (i !== text.length) throw new FormulaError(`")" without "(" in "${formula}"`);
    for (const [el, c] of Object.entries(part)) counts[el] = (counts[el] ?? 0) + c * Number(coefficient ?? 1);
  }
  return { counts, polymer };
}

export function molecularWeight(counts: ElementCounts): number {
  return Object.entries(counts).reduce((sum, [el, c]) => sum + (atomicWeights[el] ?? Number.NaN) * c, 0);
}

/** Hill order (C, H, then alphabetical; alphabetical without carbon), e.g. "C4H12ClN5". */
export function hillFormula(counts: ElementCounts): string {
  const els = Object.keys(counts).filter((e) => counts[e]);
  const order = els.includes('C') ? ['C', 'H', ...els.filter((e) => e !== 'C' && e !== 'H').sort()] : els.sort();
  return order
    .filter((e) => counts[e])
    .map((e) => `${e}${counts[e] === 1 ? '' : counts[e]}`)
    .join('');
}

export function sameCounts(a: ElementCounts, b: ElementCounts): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? 0) === (b[k] ?? 0));
}
