import type { UiStrings } from '../en.ts';

/** Arabic UI strings: `facts` (the whole dictionary: ../ar.ts). */
export const facts: UiStrings['facts'] = {
  yearFounded: 'سنة التأسيس',
  countriesServed: 'الدول التي نخدمها',
  iec: 'رمز المستورد والمصدّر (IEC)',
  gstin: 'الرقم الضريبي (GSTIN)',
  rcmc: 'شهادة التسجيل والعضوية (RCMC)',
  duns: 'رقم D-U-N-S',
  coffeeBoard: 'التسجيل لدى مجلس البن',
  teaBoard: 'التسجيل لدى مجلس الشاي',
  document: 'المستند',
  registeredSince: 'مسجّل منذ',
  validUntil: 'صالح حتى',
  certificateCopyNote: 'نرسل نسخة من هذه الشهادة مع عروض الأسعار.',
  certificate: 'الشهادة',
  certificateOf: (caption) => `الشهادة: ${caption}`,
  testedFor: 'الفحوص:',
  resultsOnRequest: 'النتائج: متوفرة عند الطلب.',
  keyResults: 'أهم النتائج',
  grade: 'الدرجة',
  lot: 'رقم التشغيلة',
  laboratory: 'المختبر',
  dateOfAnalysis: 'تاريخ التحليل',
  lotCertificateNote: 'نرسل مع عرض السعر شهادة التشغيلة التي تشترونها.',
};
