import type { UiStrings } from '../en.ts';
import type { DocumentLanguage } from '../../../../content/document-types.ts';

/**
 * The languages a document may be in, named in Spanish (as Intl.DisplayNames names them: tests/unit/locale-format.test.ts),
 * written out rather than asked of Intl on the page: creating Intl.DisplayNames loads the language's data,
 * tens of milliseconds on a phone while a product page is taken over.
 */
const languageNames: Readonly<Record<DocumentLanguage, string>> = { en: 'inglés', ar: 'árabe', fr: 'francés', es: 'español', pt: 'portugués', ru: 'ruso', zh: 'chino', de: 'alemán', it: 'italiano', tr: 'turco', fa: 'persa', hi: 'hindi' };

/** Spanish UI strings: `trade` (the whole dictionary: ../es.ts). */
export const trade: UiStrings['trade'] = {
  tradeDetails: 'Condiciones comerciales',
  documents: 'Documentos',
  hsCode: 'Código SA',
  tradeRules: 'Normativa comercial',
  origin: 'Origen',
  minimumOrder: 'Pedido mínimo',
  leadTime: 'Plazo de entrega',
  incoterms: 'Incoterms',
  documentsAvailable: 'Documentos disponibles',
  shelfLife: 'Vida útil',
  storage: 'Almacenamiento',
  indicative: 'indicativo',
  indicativeExplained:
    'Indicativo: nuestra clasificación, aún no confirmada por un agente de aduanas. Confirme el código para su mercado con su agente.',
  source: (line) => `Fuente: ${line}`,
  checkedOn: (date) => `verificado el ${date}`,
  documentTypes: {
    'specification-sheet': 'Ficha de especificaciones',
    'certificate-of-analysis': 'Certificado de análisis',
    'safety-data-sheet': 'Ficha de datos de seguridad',
    'technical-data-sheet': 'Ficha técnica',
    certificate: 'Certificado',
    brochure: 'Folleto',
    'dmf-cep-letter-of-access': 'Carta de acceso DMF/CEP',
    'gmp-certificate': 'Certificado GMP',
    'test-report': 'Informe de ensayo',
    other: 'Documento',
  },
  documentLabel: (title, sample, size) => `${title} (${sample ? 'modelo, ' : ''}PDF, ${size})`,
  kb: (n) => `${n} KB`,
  mb: (n) => `${n} MB`,
  productsTableCaption: 'Códigos SA de los productos de esta página',
  product: 'Producto',
  enquiry: 'Solicitud',
  seeTheNotice: 'Vea el aviso',
  seeItsPage: 'Vea su página',
  documentFacts: (p) => [p.sample ? 'modelo' : null, p.lot ? `lote ${p.lot}` : null, p.date, `PDF, ${p.size}`, p.language ?? null].filter(Boolean).join(', '),
  documentLanguage: (code) => languageNames[code],
  onRequest: 'a petición',
  indicativePrice: 'Precio orientativo',
  priceBand: (p) => `${p.currency} ${p.max === null ? p.min : `${p.min}-${p.max}`} por ${p.unit}, ${p.incoterm}${p.port ? ` ${p.port}` : ''}, válido hasta el ${p.date}`,
  priceUnits: { kg: 'kg', MT: 't', L: 'L', piece: 'pieza', carton: 'caja', bag: 'saco', drum: 'bidón' },
  priceConfirmed: 'Solo orientativo: nuestra cotización confirma el precio.',
  paymentTerms: 'Condiciones de pago',
  samples: 'Muestras',
  samplePolicy: (p) =>
    [p.free ? 'Gratuitas' : 'De pago', p.quantity, p.courier === 'buyer' ? 'mensajería a cargo del comprador' : 'mensajería a nuestro cargo', p.leadTime ? `enviadas en ${p.leadTime}` : undefined].filter(Boolean).join('; '),
  containerLoad: 'Carga por contenedor',
  containerLine: (p) => `${p.packing}: ${p.per20ft} ${p.unit} en un contenedor de 20′, ${p.per40ft} en uno de 40′`,
  certificates: 'Certificados',
  certificateLine: (p) => `${p.type}, ${p.issuer}, n.º ${p.number}, válido hasta el ${p.date}`,
  verify: 'Verificar',
  certificateFilter: 'Certificado',
  anyCertificate: 'Todos los productos',
  certificateTypes: { halal: 'Halal', kosher: 'Kosher', organic: 'Ecológico', 'iso-9001': 'ISO 9001', 'iso-22000': 'ISO 22000', fssai: 'FSSAI', gmp: 'BPF (GMP)', haccp: 'APPCC (HACCP)', brcgs: 'BRCGS', 'fair-trade': 'Comercio justo' },
  documentsOnRequestHint: 'Documentos a petición: marque los que necesite en «Documentos solicitados» al enviar su solicitud.',
};
