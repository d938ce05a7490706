import type { UiStrings } from '../en.ts';
import { count } from './ar-count.ts';

/** Arabic UI strings: `filter` (the whole dictionary: ../ar.ts). */
export const filter: UiStrings['filter'] = {
  byCategory: 'التصفية حسب الفئة',
  status: (p) =>
    `${p.category}: ${
      p.count === 0
        ? 'لا توجد عناصر'
        : p.partial
          ? `عرض ${p.shown} من أصل ${p.total} عنصر`
          : count(p.count, p.total, { one: 'عنصر واحد', two: 'عنصران', few: 'عناصر', many: 'عنصرًا', other: 'عنصر' })
    }`,
};
