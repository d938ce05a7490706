import { z } from 'zod';
import { image, schemaKey } from '../primitives.ts';

const industryItem = z.strictObject({
  label: z.string().min(1),
  description: z
    .union([z.string().min(1), z.array(z.string().min(1)).min(1)])
    .meta({ description: 'A sentence, or a list of short lines.' }),
});

export const apiProductSchema = z
  .strictObject({
    ...schemaKey,
    productName: z.string().min(1).meta({ description: 'Name as buyers search for it; also the page address.' }),
    kind: z.enum(['api', 'excipient']),
    therapeuticCategory: z.string().min(1).optional().meta({ description: 'e.g. "Antidiabetic (biguanide)" or "Tablet binder".' }),
    chemicalName: z.string().min(1).meta({ description: 'Systematic or pharmacopoeial chemical name (shown in italics).' }),
    casNumber: z
      .string()
      .regex(/^\d{2,7}-\d{2}-\d$/, { message: 'expected a CAS number like "1115-70-4"' })
      .meta({ description: 'CAS Registry Number of exactly this form (salt, hydrate).' }),
    chemicalFormula: z
      .string()
      .min(1)
      .meta({ description: 'Molecular formula; salts and hydrates as parts joined by "·", e.g. "C38H72N2O12·2H2O".' }),
    molecularWeight: z.number().positive().optional().meta({ description: 'g/mol; leave out where not defined (polymers, extracts).' }),
    density: z.string().min(1).optional().meta({ description: 'Density or specific gravity, where meaningful.' }),
    smiles: z.string().min(1).optional().meta({ description: 'SMILES of the defined molecule, counterions and water included; draws the structure.' }),
    image: image.optional().meta({ description: 'Picture to show instead of the drawn structure (e.g. for extracts).' }),
    pharmacopoeia: z.array(z.enum(['IP', 'BP', 'EP', 'USP', 'JP', 'FCC'])).default([]),
    description: z.string().min(1),
    additionalInfo: z.string().min(1),
    industries: z.array(z.strictObject({ title: z.string().min(1), items: z.array(industryItem).min(1) })).default([]),
    specifications: z.array(z.strictObject({ label: z.string().min(1), value: z.string().min(1) })).default([]),
  })
  .meta({ title: 'API or excipient', description: 'One active pharmaceutical ingredient or excipient.' });

export type ApiProduct = z.output<typeof apiProductSchema>;
