import type { CountryNames, PrefixedLocale } from '../../content/locales.ts';

export type { CountryNames };

/**
 * Each language's list, written by the build with Node's Intl (the content plugin's
 * `country-names/<locale>`), so that the static page and the app's first render name the countries
 * alike: a page without script shows them in its language too, and no phone spends its main thread
 * on Intl.DisplayNames for 250 names (the first use loads the language's ICU data). A few KB, fetched
 * only by a contact page in that language.
 */
export const countryNamesIn: Record<PrefixedLocale, () => Promise<CountryNames>> = {
  ar: () => import('virtual:content/country-names/ar').then((m) => m.default),
  es: () => import('virtual:content/country-names/es').then((m) => m.default),
  fr: () => import('virtual:content/country-names/fr').then((m) => m.default),
};
