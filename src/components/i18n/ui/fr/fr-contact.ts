import type { UiStrings } from '../en.ts';

/** French UI strings: `contact` (the whole dictionary: ../fr.ts). */
export const contact: UiStrings['contact'] = {
  office: 'Bureau',
  phone: 'Téléphone',
  email: 'E-mail',
  officeHours: 'Heures d’ouverture',
  or: 'ou',
};
