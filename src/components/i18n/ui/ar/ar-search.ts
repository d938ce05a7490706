import type { UiStrings } from '../en.ts';
import { count } from './ar-count.ts';

/** Arabic UI strings: `search` (the whole dictionary: ../ar.ts). */
export const search: UiStrings['search'] = {
  search: 'بحث',
  label: 'ابحث في المنتجات والصفحات',
  placeholder: 'الاسم أو رقم CAS أو رمز HS أو الدرجة',
  results: 'نتائج البحث',
  failed: 'تعذّر تحميل البحث. تحقّق من اتصالك وحاول مرة أخرى.',
  hint: 'اكتب اسم المنتج أو اسمًا آخر له أو رقم CAS أو رمز HS أو الدرجة.',
  count: (n, formatted) => (n === 0 ? 'لا توجد نتائج' : count(n, formatted, { one: 'نتيجة واحدة', two: 'نتيجتان', few: 'نتائج', many: 'نتيجة', other: 'نتيجة' })),
  none: (query) => `لا توجد نتائج لـ «${query}»`,
  maySupply: 'قد نتمكن من توفيره مع ذلك:',
  askContact: 'اسألنا عبر صفحة الاتصال',
  company: 'الشركة',
  matchedCas: (cas) => `رقم CAS ${cas}`,
  matchedHs: (code) => `رمز HS ${code}`,
  matchedGrade: (grade) => `الدرجة ${grade}`,
  matchedSynonym: (name) => `يُعرف أيضًا باسم ${name}`,
  lookingFor: (query) => `أبحث عن: ${query}`,
};
