import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Molecule } from 'openchemlib';
import { describe, expect, it } from 'vitest';
import { casCheckDigit, FormulaError, hillFormula, molecularWeight, parseFormula } from '../../src/content/catalogue/api-product/chem.ts';
import { apiProductProblems, apiProductSchema, type ApiProduct } from '../../src/content/catalogue/api-product/schema.ts';
import { SmilesError, smilesCounts } from '../../src/content/catalogue/api-product/smiles.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { contentDir, realContentDir } from './content-dirs.ts';

describe('CAS check digit', () => {
  it.each([
    ['1115-70-4', 4],
    ['7732-18-5', 5],
    ['117772-70-0', 0],
    ['50-81-7', 7],
  ])('%s ends in %i', (cas, digit) => expect(casCheckDigit(cas)).toBe(digit));

  it('rejects what is not a CAS number', () => expect(casCheckDigit('1115704')).toBeNull());
});

describe('molecular formula', () => {
  it('sums middle-dot parts with their coefficients', () => {
    expect(parseFormula('MgSO4·7H2O').counts).toEqual({ Mg: 1, S: 1, O: 11, H: 14 });
    expect(molecularWeight(parseFormula('C38H72N2O12·2H2O').counts)).toBeCloseTo(785.02, 1);
  });

  it('multiplies nested parentheses', () => {
    expect(parseFormula('Mg3Si4O10(OH)2').counts).toEqual({ Mg: 3, Si: 4, O: 12, H: 2 });
    expect(parseFormula('Ca(C33H34FN2O5)2·3H2O').counts).toEqual({ Ca: 1, C: 66, H: 74, F: 2, N: 4, O: 13 });
  });

  it('marks polymers written with n', () => {
    expect(parseFormula('(C6H10O5)n')).toEqual({ counts: { C: 6, H: 10, O: 5 }, polymer: true });
    expect(parseFormula('C6H8O6').polymer).toBe(false);
  });

  it('names what it cannot read', () => {
    expect(() => parseFormula('C6Xy8')).toThrow(new FormulaError('unknown element "Xy" in "C6Xy8"'));
    expect(() => parseFormula('Mg(OH2')).toThrow(FormulaError);
    expect(() => parseFormula('MgOH)2')).toThrow(FormulaError);
  });

  it('writes Hill order', () => {
    expect(hillFormula({ N: 5, Cl: 1, H: 12, C: 4 })).toBe('C4H12ClN5');
    expect(hillFormula({ O: 4, Mg: 1, S: 1 })).toBe('MgO4S');
  });
});

describe('SMILES element counts', () => {
  it('agree with openchemlib (which draws the structures) for every product of the site and test content and some hard cases', () => {
    const smiles = [realContentDir, contentDir]
      .map((root) => path.join(root, 'catalogue/api-products'))
      .flatMap((dir) => readdirSync(dir).map((f) => (JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { smiles?: string }).smiles))
      .filter((s): s is string => !!s);
    smiles.push('c1ccncc1', 'c1ccc2[nH]ccc2c1', 'c1cnc[nH]1', 'C[n+]1ccccc1', 'c1ccsc1', 'O=c1cc[nH]cc1', 'Cc1ccccc1-c1ccccc1', 'C#N', 'CS(C)=O', 'OP(O)(O)=O', 'C[N+](C)(C)C');
    const ocl = (s: string) => {
      const counts: Record<string, number> = {};
      for (const [, el, n] of Molecule.fromSmiles(s).getMolecularFormula().formula.matchAll(/([A-Z][a-z]?)(\d*)/g)) counts[el!] = (counts[el!] ?? 0) + (n ? Number(n) : 1);
      return counts;
    };
    for (const s of smiles) expect(smilesCounts(s), s).toEqual(ocl(s));
  });

  it('name the first mistake and where it is', () => {
    const error = (s: string) => {
      try {
        smilesCounts(s);
        return null;
      } catch (err) {
        return err instanceof SmilesError ? err.message : String(err);
      }
    };
    expect(error('CC)C')).toBe('")" without "(" (at character 3)');
    expect(error('C1CC')).toBe('ring bond 1 is opened but never closed (at character 2)');
    expect(error('CCj')).toBe('unknown element "j" (at character 3)');
    expect(error('C.[Na+]Cl.')).toBe('"." at the end (at character 10)');
    expect(error('NaCl')).toBe('"Na" must be written in square brackets, with its charge, e.g. [Na+] (at character 1)');
    expect(error('c1cccc1')).toMatch(/^the aromatic ring cannot be drawn/);
    expect(error('C=1CC-1')).toBe('ring bond 1 has different bond symbols at its two ends (at character 7)');
    expect(error('C C')).toBe('a space inside SMILES (at character 2)');
    expect(error('C1CC1')).toBeNull();
  });

  it('include implicit hydrogens, counterions and water', () => {
    expect(smilesCounts('CN(C)C(=N)N=C(N)N.Cl')).toEqual({ C: 4, H: 12, N: 5, Cl: 1 });
    expect(smilesCounts('[Ca+2].OP([O-])([O-])=O.O.O')).toEqual({ Ca: 1, P: 1, O: 6, H: 5 });
  });
});

const product = (over: Partial<ApiProduct>): ApiProduct => ({
  hidden: false,
  productName: 'Paracetamol',
  kind: 'api',
  chemicalName: 'N-(4-Hydroxyphenyl)acetamide',
  casNumber: '103-90-2',
  chemicalFormula: 'C8H9NO2',
  molecularWeight: 151.16,
  smiles: 'CC(=O)Nc1ccc(O)cc1',
  pharmacopoeia: [],
  description: 'x',
  additionalInfo: 'x',
  industries: [],
  specifications: [],
  ...over,
});
const problems = (over: Partial<ApiProduct>) => apiProductProblems('p.json', product(over)).map(formatProblem);

describe('API product domain checks', () => {
  it('accept a consistent record', () => expect(problems({})).toEqual([]));

  it('report a wrong check digit', () => expect(problems({ casNumber: '103-90-5' })).toEqual(['p.json: casNumber: check digit should be 2, not 5']));

  it('allow rounding but not a wrong weight', () => {
    expect(problems({ molecularWeight: 151.2 })).toEqual([]);
    expect(problems({ molecularWeight: 153.16 })).toEqual(['p.json: molecularWeight: 153.16 does not match chemicalFormula "C8H9NO2", which weighs 151.16 g/mol']);
  });

  it('skip the weight of a polymer but refuse one that states a weight', () => {
    expect(problems({ chemicalFormula: '(C6H9NO)n', molecularWeight: undefined, smiles: undefined })).toEqual([]);
    expect(problems({ chemicalFormula: '(C6H9NO)n', molecularWeight: 111.14, smiles: undefined })).toEqual([
      'p.json: molecularWeight: "(C6H9NO)n" is a polymer with no single molecular weight: leave molecularWeight out',
    ]);
  });

  it('report a SMILES that disagrees with the formula, and one that cannot be read', () => {
    expect(problems({ smiles: 'CC(=O)Nc1ccccc1' })).toEqual(['p.json: smiles: describes C8H9NO, but chemicalFormula "C8H9NO2" is C8H9NO2']);
    expect(problems({ smiles: 'C1CC(' })).toEqual(['p.json: smiles: SMILES syntax error: "(" is never closed (at character 5)']);
  });

  it('report bad SMILES syntax and unknown elements as syntax errors, not as a formula mismatch', () => {
    expect(problems({ smiles: 'CC(=O)Nc1ccc(O)cc' })).toEqual(['p.json: smiles: SMILES syntax error: ring bond 1 is opened but never closed (at character 9)']);
    expect(problems({ smiles: 'CC(=O)N[Xy]c1ccc(O)cc1' })).toEqual(['p.json: smiles: SMILES syntax error: unknown element "Xy" in [Xy] (at character 9)']);
    expect(problems({ smiles: 'CC(=O)NQc1ccc(O)cc1' })).toEqual(['p.json: smiles: SMILES syntax error: unknown element "Q" (at character 8)']);
    expect(problems({ smiles: 'CC(=O)N==c1ccc(O)cc1' })[0]).toMatch(/two bond symbols in a row/);
  });

  it('refuse an infinite or negative molecular weight', () => {
    const parse = (molecularWeight: number) => apiProductSchema.safeParse({ ...product({}), molecularWeight }).success;
    expect(parse(Infinity)).toBe(false);
    expect(parse(-151.16)).toBe(false);
    expect(parse(0)).toBe(false);
    expect(parse(151.16)).toBe(true);
  });

  it('report an unreadable formula', () => expect(problems({ chemicalFormula: 'C8H9NO2·', smiles: undefined })).toEqual(['p.json: chemicalFormula: empty part in "C8H9NO2·"']));
});
