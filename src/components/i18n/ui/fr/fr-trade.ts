import type { UiStrings } from '../en.ts';
import type { DocumentLanguage } from '../../../../content/document-types.ts';

/**
 * The languages a document may be in, named in French (as Intl.DisplayNames names them: tests/unit/locale-format.test.ts),
 * written out rather than asked of Intl on the page: creating Intl.DisplayNames loads the language's data,
 * tens of milliseconds on a phone while a product page is taken over.
 */
const languageNames: Readonly<Record<DocumentLanguage, string>> = { en: 'anglais', ar: 'arabe', fr: 'français', es: 'espagnol', pt: 'portugais', ru: 'russe', zh: 'chinois', de: 'allemand', it: 'italien', tr: 'turc', fa: 'persan', hi: 'hindi' };

/** French UI strings: `trade` (the whole dictionary: ../fr.ts). */
export const trade: UiStrings['trade'] = {
  tradeDetails: 'Informations commerciales',
  documents: 'Documents',
  hsCode: 'Code SH',
  tradeRules: 'Réglementation',
  origin: 'Origine',
  minimumOrder: 'Commande minimale',
  leadTime: 'Délai de livraison',
  incoterms: 'Incoterms',
  documentsAvailable: 'Documents disponibles',
  shelfLife: 'Durée de conservation',
  storage: 'Stockage',
  indicative: 'indicatif',
  indicativeExplained:
    'Indicatif\u00a0: notre classement, pas encore confirmé par un commissionnaire en douane. Faites confirmer le code pour votre marché par votre commissionnaire.',
  source: (line) => `Source\u00a0: ${line}`,
  checkedOn: (date) => `vérifié le ${date}`,
  documentTypes: {
    'specification-sheet': 'Fiche de spécifications',
    'certificate-of-analysis': 'Certificat d’analyse',
    'safety-data-sheet': 'Fiche de données de sécurité',
    'technical-data-sheet': 'Fiche technique',
    certificate: 'Certificat',
    brochure: 'Brochure',
    'dmf-cep-letter-of-access': 'Lettre d’accès DMF/CEP',
    'gmp-certificate': 'Certificat BPF (GMP)',
    'test-report': 'Rapport d’essai',
    other: 'Document',
  },
  documentLabel: (title, sample, size) => `${title} (${sample ? 'exemple, ' : ''}PDF, ${size})`,
  kb: (n) => `${n} Ko`,
  mb: (n) => `${n} Mo`,
  productsTableCaption: 'Codes SH des produits de cette page',
  product: 'Produit',
  enquiry: 'Demande',
  seeTheNotice: 'Voir l’avis',
  seeItsPage: 'Voir sa page',
  documentFacts: (p) => [p.sample ? 'modèle' : null, p.lot ? `lot ${p.lot}` : null, p.date, `PDF, ${p.size}`, p.language ?? null].filter(Boolean).join(', '),
  documentLanguage: (code) => languageNames[code],
  onRequest: 'sur demande',
  indicativePrice: 'Prix indicatif',
  priceBand: (p) => `${p.currency} ${p.max === null ? p.min : `${p.min}-${p.max}`} par ${p.unit}, ${p.incoterm}${p.port ? ` ${p.port}` : ''}, valable jusqu’au ${p.date}`,
  priceUnits: { kg: 'kg', MT: 't', L: 'L', piece: 'pièce', carton: 'carton', bag: 'sac', drum: 'fût' },
  priceConfirmed: 'À titre indicatif\u00a0: notre devis confirme le prix.',
  paymentTerms: 'Conditions de paiement',
  samples: 'Échantillons',
  samplePolicy: (p) =>
    [p.free ? 'Gratuits' : 'Payants', p.quantity, p.courier === 'buyer' ? 'coursier à la charge de l’acheteur' : 'coursier à notre charge', p.leadTime ? `envoyés sous ${p.leadTime}` : undefined].filter(Boolean).join('\u00a0; '),
  containerLoad: 'Chargement par conteneur',
  containerLine: (p) => `${p.packing}\u00a0: ${p.per20ft} ${p.unit} par conteneur de 20′, ${p.per40ft} par conteneur de 40′`,
  certificates: 'Certificats',
  certificateLine: (p) => `${p.type}, ${p.issuer}, n° ${p.number}, valable jusqu’au ${p.date}`,
  verify: 'Vérifier',
  certificateFilter: 'Certificat',
  anyCertificate: 'Tous les produits',
  certificateTypes: { halal: 'Halal', kosher: 'Casher', organic: 'Biologique', 'iso-9001': 'ISO 9001', 'iso-22000': 'ISO 22000', fssai: 'FSSAI', gmp: 'BPF (GMP)', haccp: 'HACCP', brcgs: 'BRCGS', 'fair-trade': 'Commerce équitable' },
  documentsOnRequestHint: 'Documents sur demande\u00a0: cochez ceux qu’il vous faut sous «\u00a0Documents souhaités\u00a0» en envoyant votre demande.',
};
