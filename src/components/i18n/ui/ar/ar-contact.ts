import type { UiStrings } from '../en.ts';

/** Arabic UI strings: `contact` (the whole dictionary: ../ar.ts). */
export const contact: UiStrings['contact'] = {
  office: 'المكتب',
  phone: 'الهاتف',
  email: 'البريد الإلكتروني',
  officeHours: 'ساعات العمل',
  or: 'أو',
};
