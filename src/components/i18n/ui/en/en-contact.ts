/** English UI strings: `contact` (the dictionary's shape: src/components/i18n/ui/en.ts). */
export const contact = {
  office: 'Office',
  phone: 'Phone',
  email: 'Email',
  officeHours: 'Office hours',
  or: 'or',
};
