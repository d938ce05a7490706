import { describe, expect, it } from 'vitest';
import type { ApiProduct } from '../../src/content/catalogue/api-product.ts';
import { casCheckDigit, FormulaError, hillFormula, molecularWeight, parseFormula, smilesCounts } from '../../scripts/content/chem.ts';
import { apiProductProblems } from '../../scripts/content/entry-checks.ts';
import { formatProblem } from '../../scripts/content/problems.ts';

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
  it('include implicit hydrogens, counterions and water', () => {
    expect(smilesCounts('CN(C)C(=N)N=C(N)N.Cl')).toEqual({ C: 4, H: 12, N: 5, Cl: 1 });
    expect(smilesCounts('[Ca+2].OP([O-])([O-])=O.O.O')).toEqual({ Ca: 1, P: 1, O: 6, H: 5 });
  });
});

const product = (over: Partial<ApiProduct>): ApiProduct => ({
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
    expect(problems({ smiles: 'C1CC(' })[0]).toMatch(/^p\.json: smiles: not a readable SMILES string/);
  });

  it('report an unreadable formula', () => expect(problems({ chemicalFormula: 'C8H9NO2·', smiles: undefined })).toEqual(['p.json: chemicalFormula: empty part in "C8H9NO2·"']));
});
