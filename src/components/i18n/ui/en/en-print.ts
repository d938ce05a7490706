/** English UI strings: `print` (the dictionary's shape: src/components/i18n/ui/en.ts). */
export const print = {
  print: 'Print',
  phone: 'Phone',
};
