import type { UiStrings } from '../en.ts';

/** French UI strings: `facts` (the whole dictionary: ../fr.ts). */
export const facts: UiStrings['facts'] = {
  yearFounded: 'Année de création',
  countriesServed: 'Pays desservis',
  iec: 'IEC (code importateur-exportateur)',
  gstin: 'GSTIN',
  rcmc: 'RCMC',
  duns: 'Numéro D-U-N-S',
  coffeeBoard: 'Enregistrement au Coffee Board',
  teaBoard: 'Enregistrement au Tea Board',
  document: 'Document',
  registeredSince: 'Enregistré depuis',
  validUntil: 'Valable jusqu’au',
  certificateCopyNote: 'Nous joignons une copie de ce certificat à nos offres.',
  certificate: 'Certificat',
  certificateOf: (caption) => `Certificat\u00a0: ${caption}`,
  testedFor: 'Analysé pour\u00a0:',
  resultsOnRequest: 'Résultats\u00a0: disponibles sur demande.',
  keyResults: 'Principaux résultats',
  grade: 'Qualité',
  lot: 'Lot',
  laboratory: 'Laboratoire',
  dateOfAnalysis: 'Date d’analyse',
  lotCertificateNote: 'Nous joignons à notre offre le certificat du lot que vous achetez.',
};
