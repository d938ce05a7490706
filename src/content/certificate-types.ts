/**
 * The certificates a product can be covered by, and their English names. Plain data (no zod): the
 * schemas (src/content/certificates.ts) and every language's UI catalogue (content/ui/) read it; a
 * type added here is a type each catalogue must name (the typecheck says so for English's, the
 * content check for the others).
 */
export const certificateTypes = ['halal', 'kosher', 'organic', 'iso-9001', 'iso-22000', 'fssai', 'gmp', 'haccp', 'brcgs', 'fair-trade'] as const;
export type CertificateType = (typeof certificateTypes)[number];

export const certificateTypeLabels = {
  halal: 'Halal',
  kosher: 'Kosher',
  organic: 'Organic',
  'iso-9001': 'ISO 9001',
  'iso-22000': 'ISO 22000',
  fssai: 'FSSAI',
  gmp: 'GMP',
  haccp: 'HACCP',
  brcgs: 'BRCGS',
  'fair-trade': 'Fair trade',
} as const satisfies Record<CertificateType, string>;

export type CertificateTypeLabels = Readonly<Record<CertificateType, string>>;

/** The words a product's certificates are found by in the site search and the catalogue list ("Halal"). */
export function certificateWords(types: readonly CertificateType[] | undefined): string[] {
  return (types ?? []).map((t) => certificateTypeLabels[t]);
}
