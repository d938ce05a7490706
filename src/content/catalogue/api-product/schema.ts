import { z } from 'zod';
import { asText, fileKeys, image, labelledValue, multiLine, oneLine, oneLineRule } from '../../primitives.ts';
import type { Problem } from '../../problem.ts';
import { documents, synonyms, tradeDetails } from '../../trade-details.ts';
import { casCheckDigit, FormulaError, hillFormula, molecularWeight, parseFormula, sameCounts, type ParsedFormula } from './chem.ts';
import { SmilesError, smilesCounts } from './smiles.ts';

const industryItem = z.strictObject({
  label: oneLine().meta({ description: 'The use, e.g. "Oral solid dosage".' }),
  description: z
    .union([multiLine(), z.array(oneLine()).min(1)])
    .meta({ description: 'A sentence, or a list of short lines.' }),
});

/**
 * What the product is, as a pharmaceutical buyer files it: an active ingredient, an excipient, or
 * neither (a nutraceutical ingredient such as lutein, a herbal extract such as liquorice extract),
 * which is not sold or regulated as an API.
 */
export const apiProductKinds = ['api', 'excipient', 'nutraceutical', 'herbal-extract'] as const;
export type ApiProductKind = (typeof apiProductKinds)[number];

const specRow = labelledValue('The parameter, e.g. "Assay".', 'Its value, e.g. "99.0 - 101.0%".');

export const apiProductSchema = z
  .strictObject({
    ...fileKeys,
    productName: asText(oneLine(), 'name').meta({ description: 'Name as buyers search for it; also the page address.' }),
    synonyms: synonyms.optional(),
    kind: z.enum(apiProductKinds).meta({
      description:
        'What it is: an active pharmaceutical ingredient ("api"), an excipient ("excipient"), a nutraceutical ingredient for supplements and foods ("nutraceutical", e.g. lutein) or a herbal extract ("herbal-extract", e.g. liquorice extract). Shown as the badge on the list and above the name.',
    }),
    therapeuticCategory: oneLine().optional().meta({ description: 'e.g. "Antidiabetic (biguanide)" or "Tablet binder".' }),
    chemicalName: asText(oneLine(), 'name').meta({ description: 'Systematic or pharmacopoeial chemical name (shown in italics).' }),
    casNumber: z
      .string()
      .regex(/^\d{2,7}-\d{2}-\d$/, { message: 'expected a CAS number like "1115-70-4"' })
      .meta({ description: 'CAS Registry Number of exactly this form (salt, hydrate); the check proves its check digit.', examples: ['1115-70-4', '103-90-2'], patternErrorMessage: 'Expected a CAS number like "1115-70-4".' }),
    chemicalFormula: oneLineRule(z.string())
      .min(1)
      .meta({ description: 'Molecular formula; salts and hydrates as parts joined by "·", e.g. "C38H72N2O12·2H2O"; polymers with n.', examples: ['C8H9NO2', 'C4H11N5·HCl', 'MgSO4·7H2O', '(C6H10O5)n'] }),
    molecularWeight: z
      .number()
      .positive()
      .optional()
      .meta({ description: 'g/mol, as the formula gives it (within 0.1%); leave out where not defined (polymers, extracts).', examples: [151.16] }),
    density: oneLine().optional().meta({ description: 'Density or specific gravity, where meaningful.' }),
    // A peptide's SMILES runs to a few hundred characters; past 1,000 no drawing of it can be read.
    smiles: oneLineRule(z.string(), 1000)
      .min(1)
      .optional()
      .meta({ description: 'SMILES of the defined molecule, counterions and water included; draws the structure.', examples: ['CC(=O)Nc1ccc(O)cc1', 'CN(C)C(=N)N=C(N)N.Cl'] }),
    image: image.optional().meta({ description: 'Picture to show instead of the drawn structure (e.g. for extracts).' }),
    pharmacopoeia: z
      .array(z.enum(['IP', 'BP', 'EP', 'USP', 'JP', 'FCC']))
      .default([])
      .meta({ description: 'Pharmacopoeias the grade is offered to.' }),
    description: multiLine().meta({ description: 'What the product is and what it is used for: a paragraph.' }),
    additionalInfo: multiLine().meta({ description: 'Appearance, solubility, storage, packing and documents: a paragraph.' }),
    industries: z
      .array(
        z.strictObject({
          title: oneLine().meta({ description: 'The industry, e.g. "Pharmaceutical".' }),
          items: z.array(industryItem).min(1).meta({ description: 'Its uses.' }),
        }),
      )
      .default([])
      .meta({ description: 'Uses by industry.' }),
    specifications: z.array(specRow).default([]).meta({ description: 'Rows of the specifications table: label and value.' }),
    tradeDetails: tradeDetails.optional(),
    documents: documents.optional(),
  })
  .meta({ title: 'API or excipient', description: 'One active pharmaceutical ingredient or excipient.' });

export type ApiProduct = z.output<typeof apiProductSchema>;

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
      if (!(err instanceof SmilesError)) throw err;
      at('smiles', `SMILES syntax error: ${err.message}`);
    }
    if (counts && formula && !sameCounts(counts, formula.counts)) {
      at('smiles', `describes ${hillFormula(counts)}, but chemicalFormula "${p.chemicalFormula}" is ${hillFormula(formula.counts)}`);
    }
  }
  return problems;
}

/** What the browser may load of the kind (the web editor checks with it): the build's part is definition.ts. */
export const apiProductRules = { schema: apiProductSchema, checks: apiProductProblems };
