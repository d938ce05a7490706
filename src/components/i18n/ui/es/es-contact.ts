import type { UiStrings } from '../en.ts';

/** Spanish UI strings: `contact` (the whole dictionary: ../es.ts). */
export const contact: UiStrings['contact'] = {
  office: 'Oficina',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  officeHours: 'Horario de oficina',
  or: 'o',
};
