import { kinds } from 'virtual:content/routes';
import type { CollectionName } from '../content/collections.ts';
import type { Locale, PrefixedLocale } from '../content/locales.ts';
import type { CollectionModule, LocaleTable, LocaleTableLater } from '../content/resolved.ts';
import { loadOnce } from './load-once.ts';

/**
 * Each language's table (virtual:content/locale/<locale>: its pages and its site.json's first
 * parts; the rest, lists, lookups and its whole site.json, in `later`), fetched only for that language's pages: the route
 * table every first load carries is English only (issue 31 made it list every language's pages,
 * +2 KiB on English home). The router adds a language's routes when an address in it is first
 * opened (build-routes.tsx localeBranch); its loaders, the chrome (useSite) and the lists read the same table,
 * loaded once per visit.
 */
const loaders: Record<PrefixedLocale, () => Promise<LocaleTable>> = {
  ar: () => import('virtual:content/locale/ar'),
  es: () => import('virtual:content/locale/es'),
  fr: () => import('virtual:content/locale/fr'),
};

const tables = loadOnce((locale: PrefixedLocale) => loaders[locale]());
const laters = loadOnce((locale: PrefixedLocale) => tables.load(locale).then((t) => t.later()));

/** `locale`'s table, loaded once: the same promise for every caller (as React's `use` requires). */
export function localeTable(locale: PrefixedLocale): Promise<LocaleTable> {
  return tables.load(locale);
}

/** The rest of `locale`'s table (its lists' and lookups' loaders, its whole site.json), loaded once. */
export function localeTableLater(locale: PrefixedLocale): Promise<LocaleTableLater> {
  return laters.load(locale);
}

/** A catalogue kind's list; in another language, its items translated where they are (English where not). */
export function kindIndex<C extends CollectionName>(collection: C, locale: Locale = 'en'): Promise<CollectionModule<C>> {
  return locale === 'en' ? kinds[collection].index() : localeTableLater(locale).then((t) => t.kinds[collection].index() as Promise<CollectionModule<C>>);
}
