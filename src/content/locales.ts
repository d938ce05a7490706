/**
 * The site's languages (issue 31, contracts.md "Languages"). English is the default and keeps
 * today's addresses; the others live under `/{locale}/` with English path segments. Pure data:
 * routing, the build, the content check and the UI all read the locale list from here.
 */
export const locales = ['en', 'ar', 'es', 'fr'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** The locales that have their own address prefix (every locale but English). */
export const prefixedLocales = locales.filter((l): l is Exclude<Locale, 'en'> => l !== defaultLocale);

/**
 * The enquiry form's countries as one language names them, in that language's alphabetical
 * order: [English name (the value sent, which the service checks and the sales team reads), name
 * shown]. The build writes one per language (virtual:content/country-names/<locale>).
 */
export type CountryNames = readonly (readonly [english: string, shown: string])[];

/** A locale with an address prefix of its own: every locale but English. */
export type PrefixedLocale = Exclude<Locale, 'en'>;

export interface LocaleInfo {
  /** The language named in itself, as the language switcher shows it (with its `lang`). */
  readonly selfName: string;
  readonly dir: 'ltr' | 'rtl';
  /** The BCP 47 tag for `Intl` (numbers, dates, country names). */
  readonly intl: string;
}

export const localeInfo: Readonly<Record<Locale, LocaleInfo>> = {
  en: { selfName: 'English', dir: 'ltr', intl: 'en-GB' },
  ar: { selfName: 'العربية', dir: 'rtl', intl: 'ar' },
  es: { selfName: 'Español', dir: 'ltr', intl: 'es' },
  fr: { selfName: 'Français', dir: 'ltr', intl: 'fr' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
