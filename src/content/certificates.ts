import { z } from 'zod';
import { certificateTypeLabels, certificateTypes } from './certificate-types.ts';
import { isIsoDate } from './iso-date.ts';
import { asText, isHttps, oneLine, oneLineRule } from './primitives.ts';

const typeList = certificateTypes.map((t) => `"${t}" (${certificateTypeLabels[t]})`).join(', ');

const certificateType = z
  .enum(certificateTypes, { error: (iss) => `"${String(iss.input)}" is not a certificate type: write one of ${typeList}` })
  .meta({ description: `The kind of certificate, one of ${typeList}.` });

/**
 * A certificate the company holds (Halal, Kosher, organic, ISO 9001, FSSAI, GMP...). It is shown
 * as held until its `validUntil`; from the next day the content load drops it (scripts/content/
 * expiry.ts) and products no longer name it, and the launch check lists it 30 days before.
 */
export const certificate = z
  .strictObject({
    type: certificateType,
    issuer: asText(oneLine(), 'name').meta({ description: 'Who issued it, e.g. "Halal India Pvt. Ltd." or "Bureau Veritas".' }),
    number: asText(oneLine(), 'no').meta({ description: 'Its number as printed on it, e.g. "HI-2291/26".' }),
    validUntil: oneLineRule(z.string())
      .refine(isIsoDate, { message: 'expected the last day the certificate is valid, like "2027-06-30"' })
      .meta({ description: 'The last day it is valid, e.g. "2027-06-30". From the next day the site no longer shows it as held; the launch check lists it 30 days before.' }),
    verifyUrl: oneLineRule(z.string())
      .refine(isHttps, { message: 'expected the https:// address where the issuer lets anyone check the certificate' })
      .optional()
      .meta({ description: 'Where the issuer’s public register shows the certificate (https://): the page links to it as "Verify".' }),
  })
  .meta({ description: 'A certificate the company holds, e.g. {"type": "halal", "issuer": "Halal India Pvt. Ltd.", "number": "HI-2291/26", "validUntil": "2027-06-30"}.' });

export type Certificate = z.output<typeof certificate>;

export const certificates = z.array(certificate).meta({
  description: 'The certificates the company holds (Halal, Kosher, organic, ISO 9001, FSSAI, GMP...). Products name the types that cover them (in their trade details).',
});

/** The certificate types that cover a product: each needs a certificate of that type in site.json. */
export const coveredBy = z
  .array(certificateType)
  .min(1)
  .refine((list) => new Set(list).size === list.length, { message: 'name each certificate type once' })
  .meta({
    description: `The certificates that cover this product, by type, e.g. ["halal", "fssai"]; each needs a certificate of that type in site.json. Shown as "Certificates"; the catalogue list and search find the product by them ("halal").`,
  });
