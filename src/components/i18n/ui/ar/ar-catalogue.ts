import type { UiStrings } from '../en.ts';

/** Arabic UI strings: `catalogue` (the whole dictionary: ../ar.ts). */
export const catalogue: UiStrings['catalogue'] = {
  clearSearch: 'مسح البحث',
  count: (p) => {
    if (!p.filtered) return p.partial ? `عرض ${p.shown} من أصل ${p.total} منتج` : `عدد المنتجات: ${p.total}`;
    const match = `${p.matched} من أصل ${p.total} منتج ${p.matchedCount === 1 ? 'يطابق' : 'تطابق'} البحث`;
    return p.partial ? `${match}، يُعرض منها ${p.shown}` : match;
  },
  badges: { api: 'مادة فعالة', excipient: 'سواغ', nutraceutical: 'مغذٍّ صيدلاني', 'herbal-extract': 'مستخلص عشبي' },
  enquireAbout: 'استفسر عن هذا المنتج',
  allOf: (list) => `كل ${list}`,
  backTo: (list) => `العودة إلى ${list}`,
  kinds: { api: 'مادة صيدلانية فعالة', excipient: 'سواغ', nutraceutical: 'مكوّن مغذٍّ صيدلاني', 'herbal-extract': 'مستخلص عشبي' },
  structureAlt: (name) => `البنية الكيميائية ثنائية الأبعاد لـ ${name}`,
  alsoKnownAs: 'يُعرف أيضًا باسم',
  alsoKnownAsList: (names) => `يُعرف أيضًا باسم ${names}`,
  casNumber: 'رقم CAS',
  molecularFormula: 'الصيغة الجزيئية',
  molecularWeight: 'الوزن الجزيئي',
  density: 'الكثافة',
  grades: 'الدرجات',
  industrialUses: 'الاستخدامات الصناعية',
  specifications: 'المواصفات',
  specificationsOf: (name) => `مواصفات ${name}`,
  parameter: 'المعيار',
  specification: 'المواصفة',
  sizes: 'المقاسات',
  material: 'المادة',
  packing: 'التعبئة',
  productNotFound: 'المنتج غير موجود',
};
