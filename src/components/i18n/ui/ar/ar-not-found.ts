import type { UiStrings } from '../en.ts';

/** Arabic UI strings: `notFound` (the whole dictionary: ../ar.ts). */
export const notFound: UiStrings['notFound'] = {
  error404: 'خطأ 404',
  pageNotFound: 'الصفحة غير موجودة',
  productNotFound: 'المنتج غير موجود',
  notInCatalogue: (name) => `لم نعثر على «${name}» في كتالوجنا. ربما تغيّر اسمه أو سُحب.`,
  pageMissing: 'الصفحة التي طلبتها غير موجودة أو نُقلت.',
  backTo: (page) => `العودة إلى ${page}`,
  goHome: 'الانتقال إلى الصفحة الرئيسية',
};
