/** Arabic counted nouns: 1 and 2 have their own words; 3-10 take the plural; 11-99 the accusative singular; 0 and hundreds the singular. */
export function count(n: number, formatted: string, forms: { one: string; two: string; few: string; many: string; other: string }): string {
  const rest = n % 100;
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  if (rest >= 3 && rest <= 10) return `${formatted} ${forms.few}`;
  if (rest >= 11 && rest <= 99) return `${formatted} ${forms.many}`;
  return `${formatted} ${forms.other}`;
}

/** "Product", counted (the enquiry list's size). */
export const productForms = { one: 'منتج واحد', two: 'منتجان', few: 'منتجات', many: 'منتجًا', other: 'منتج' };
