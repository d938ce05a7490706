import type { UiStrings } from '../en.ts';

/** Spanish UI strings: `facts` (the whole dictionary: ../es.ts). */
export const facts: UiStrings['facts'] = {
  yearFounded: 'Año de fundación',
  countriesServed: 'Países atendidos',
  iec: 'IEC (código de importador-exportador)',
  gstin: 'GSTIN',
  rcmc: 'RCMC',
  duns: 'Número D-U-N-S',
  coffeeBoard: 'Registro en el Coffee Board',
  teaBoard: 'Registro en el Tea Board',
  document: 'Documento',
  registeredSince: 'Registrado desde',
  validUntil: 'Válido hasta',
  certificateCopyNote: 'Enviamos una copia de este certificado con nuestras cotizaciones.',
  certificate: 'Certificado',
  certificateOf: (caption) => `Certificado: ${caption}`,
  testedFor: 'Analizado para:',
  resultsOnRequest: 'Resultados: disponibles a petición.',
  keyResults: 'Resultados principales',
  grade: 'Grado',
  lot: 'Lote',
  laboratory: 'Laboratorio',
  dateOfAnalysis: 'Fecha de análisis',
  lotCertificateNote: 'Con nuestra cotización enviamos el certificado del lote que usted compra.',
};
