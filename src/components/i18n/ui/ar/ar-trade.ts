import type { UiStrings } from '../en.ts';
import type { DocumentLanguage } from '../../../../content/document-types.ts';

/**
 * The languages a document may be in, named in Arabic (as Intl.DisplayNames names them: tests/unit/locale-format.test.ts),
 * written out rather than asked of Intl on the page: creating Intl.DisplayNames loads the language's data,
 * tens of milliseconds on a phone while a product page is taken over.
 */
const languageNames: Readonly<Record<DocumentLanguage, string>> = { en: 'الإنجليزية', ar: 'العربية', fr: 'الفرنسية', es: 'الإسبانية', pt: 'البرتغالية', ru: 'الروسية', zh: 'الصينية', de: 'الألمانية', it: 'الإيطالية', tr: 'التركية', fa: 'الفارسية', hi: 'الهندية' };

/** Arabic UI strings: `trade` (the whole dictionary: ../ar.ts). */
export const trade: UiStrings['trade'] = {
  tradeDetails: 'الشروط التجارية',
  documents: 'المستندات',
  hsCode: 'رمز النظام المنسق (HS)',
  tradeRules: 'القيود التجارية',
  origin: 'المنشأ',
  minimumOrder: 'الحد الأدنى للطلب',
  leadTime: 'مدة التوريد',
  incoterms: 'شروط التسليم (Incoterms)',
  documentsAvailable: 'المستندات المتوفرة',
  shelfLife: 'مدة الصلاحية',
  storage: 'التخزين',
  indicative: 'استرشادي',
  indicativeExplained: 'استرشادي: تصنيفنا نحن، ولم يؤكده مخلّص جمركي بعد. يُرجى تأكيد الرمز الخاص بسوقكم مع مخلّصكم الجمركي.',
  source: (line) => `المصدر: ${line}`,
  checkedOn: (date) => `تم التحقق منه في ${date}`,
  documentTypes: {
    'specification-sheet': 'ورقة المواصفات',
    'certificate-of-analysis': 'شهادة التحليل',
    'safety-data-sheet': 'صحيفة بيانات السلامة',
    'technical-data-sheet': 'صحيفة البيانات الفنية',
    certificate: 'شهادة',
    brochure: 'كتيّب تعريفي',
    'dmf-cep-letter-of-access': 'خطاب إتاحة DMF/CEP',
    'gmp-certificate': 'شهادة GMP',
    'test-report': 'تقرير اختبار',
    other: 'مستند',
  },
  documentLabel: (title, sample, size) => `${title} (${sample ? 'نموذج، ' : ''}PDF، ${size})`,
  kb: (n) => `${n} ك.ب`,
  mb: (n) => `${n} م.ب`,
  productsTableCaption: 'رموز النظام المنسق لمنتجات هذه الصفحة',
  product: 'المنتج',
  enquiry: 'الاستفسار',
  seeTheNotice: 'انظر التنبيه',
  seeItsPage: 'انظر صفحته',
  documentFacts: (p) => [p.sample ? 'نموذج' : null, p.lot ? `التشغيلة ${p.lot}` : null, p.date, `PDF، ${p.size}`, p.language ?? null].filter(Boolean).join('، '),
  documentLanguage: (code) => languageNames[code],
  onRequest: 'عند الطلب',
  indicativePrice: 'السعر الاسترشادي',
  priceBand: (p) => `${p.currency} ${p.max === null ? p.min : `${p.min}-${p.max}`} لكل ${p.unit}، ${p.incoterm}${p.port ? ` ${p.port}` : ''}، ساري حتى ${p.date}`,
  priceUnits: { kg: 'كغ', MT: 'طن متري', L: 'لتر', piece: 'قطعة', carton: 'كرتونة', bag: 'كيس', drum: 'برميل' },
  priceConfirmed: 'سعر استرشادي فقط: يؤكده عرض السعر الذي نرسله.',
  paymentTerms: 'شروط الدفع',
  samples: 'العينات',
  samplePolicy: (p) =>
    [p.free ? 'مجانية' : 'مدفوعة', p.quantity, p.courier === 'buyer' ? 'أجرة الشحن السريع على المشتري' : 'أجرة الشحن السريع علينا', p.leadTime ? `تُرسل خلال ${p.leadTime}` : undefined].filter(Boolean).join('؛ '),
  containerLoad: 'حمولة الحاوية',
  containerLine: (p) => `${p.packing}: ${p.per20ft} ${p.unit} في حاوية 20 قدمًا، و${p.per40ft} في حاوية 40 قدمًا`,
  certificates: 'الشهادات',
  certificateLine: (p) => `${p.type}، ${p.issuer}، رقم ${p.number}، سارية حتى ${p.date}`,
  verify: 'تحقّق',
  certificateFilter: 'الشهادة',
  anyCertificate: 'كل المنتجات',
  certificateTypes: { halal: 'حلال', kosher: 'كوشر', organic: 'عضوي', 'iso-9001': 'آيزو 9001', 'iso-22000': 'آيزو 22000', fssai: 'هيئة سلامة الأغذية الهندية (FSSAI)', gmp: 'ممارسات التصنيع الجيدة (GMP)', haccp: 'تحليل المخاطر ونقاط التحكم الحرجة (HACCP)', brcgs: 'معيار BRCGS', 'fair-trade': 'التجارة العادلة' },
  documentsOnRequestHint: 'المستندات المتوفرة عند الطلب: حدّد ما تحتاجه منها تحت «المستندات المطلوبة» عند إرسال استفسارك.',
};
