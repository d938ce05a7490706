import type { Locale } from '../../content/locales.ts';

/** The parts of a postal address the site shows (site.json's `contact.address`, in the page's language). */
export interface PostalAddress {
  lines: readonly string[];
  city: string;
  postalCode: string;
  region: string;
  country: string;
}

/**
 * The comma between the parts of an address as each language writes it: Arabic has its own
 * ("،", U+060C, then a space); the others the Latin ", ". One place for every address the site
 * writes (footer, contact section, printed letterhead), so no page joins them by hand.
 */
const separators: Readonly<Record<Locale, string>> = { en: ', ', ar: '، ', es: ', ', fr: ', ' };

export function addressSeparator(locale: Locale): string {
  return separators[locale];
}

/**
 * The company's address as lines: the street lines, "City PIN", then "Region, Country" joined as
 * `locale` writes it. The footer and the contact section show one a line.
 */
export function addressLines(address: PostalAddress, locale: Locale): string[] {
  return [...address.lines, `${address.city} ${address.postalCode}`, [address.region, address.country].join(addressSeparator(locale))];
}

/** "City PIN, Region, Country" on one line as `locale` writes it (the contact section, under the street lines). */
export function addressPlaceLine(address: PostalAddress, locale: Locale): string {
  return [`${address.city} ${address.postalCode}`, address.region, address.country].join(addressSeparator(locale));
}

/**
 * The parts of the address on one line (the printed letterhead): the street lines, "City PIN" and
 * the country, each a part to isolate on its own, put between `addressSeparator(locale)`.
 */
export function addressParts(address: PostalAddress): string[] {
  return [...address.lines, `${address.city} ${address.postalCode}`, address.country];
}
