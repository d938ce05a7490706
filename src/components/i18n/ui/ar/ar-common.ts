import type { UiStrings } from '../en.ts';

/** Arabic UI strings: `common` (the whole dictionary: ../ar.ts). */
export const common: UiStrings['common'] = {
  home: 'الرئيسية',
  close: 'إغلاق',
  loading: 'جارٍ التحميل…',
  optional: '(اختياري)',
  onRequest: 'متوفر عند الطلب',
  learnMore: 'اعرف المزيد',
  details: 'التفاصيل',
  viewDetails: 'عرض التفاصيل',
  askForCopy: 'اطلب نسخة',
  share: 'مشاركة',
  linkCopied: 'تم نسخ الرابط',
  copyThisLink: 'انسخ هذا الرابط:',
};
