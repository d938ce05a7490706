import type { UiStrings } from '../en.ts';
import { count, productForms } from './ar-count.ts';

/** Arabic UI strings: `enquiryAdd` (the whole dictionary: ../ar.ts). */
export const enquiryAdd: UiStrings['enquiryAdd'] = {
  products: (n, formatted) => (n === 0 ? 'لا منتجات' : count(n, formatted, productForms)),
  addTo: 'أضف',
  toEnquiry: 'إلى الاستفسار',
  addName: (product) => `أضف ${product} إلى الاستفسار`,
  inEnquiry: 'في استفسارك',
  isInEnquiry: (product) => `${product} موجود في استفسارك`,
  added: (product, products) => `أُضيف ${product} إلى قائمة استفسارك، وهي تضم الآن ${products}.`,
  present: (product, products) => `${product} موجود بالفعل في قائمة استفسارك (${products}).`,
  full: (max) => `قائمة استفسارك ممتلئة: تتسع لـ ${max} منتجًا كحد أقصى. أرسلها، أو احذف منتجًا من صفحة الاتصال.`,
  cannotAdd: (product) => `لا يمكن إضافة ${product} إلى قائمة الاستفسار.`,
  storageNotice: 'لا يسمح هذا المتصفح بحفظ القائمة، لذا ستبقى محفوظة فقط حتى تغادر الموقع.',
};
