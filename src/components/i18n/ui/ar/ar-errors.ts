import type { UiStrings } from '../en.ts';

/** Arabic UI strings: `errors` (the whole dictionary: ../ar.ts). */
export const errors: UiStrings['errors'] = {
  couldNotLoad: 'تعذّر تحميل هذه الصفحة',
  partMissing: 'لم يصل جزء من الصفحة، ربما بسبب انقطاع الاتصال. تحقّق من اتصالك وحاول مرة أخرى.',
  somethingWrong: 'حدث خطأ أثناء عرض هذه الصفحة. يُرجى المحاولة مرة أخرى.',
  retry: 'إعادة المحاولة',
};
