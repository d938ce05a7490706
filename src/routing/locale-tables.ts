import { kinds } from 'virtual:content/routes';
import type { CollectionName } from '../content/collections.ts';
import type { Locale, PrefixedLocale } from '../content/locales.ts';
import type { CollectionModule, LocaleTable } from '../content/resolved.ts';

/**
 * Each language's table (virtual:content/locale/<locale>: its pages, lists, lookups and site.json),
 * a chunk of its own fetched only for that language's pages: the route table every first load
 * carries is English only (issue 31 made it list every language's pages, +2 KiB on English home).
 * The router adds a language's routes when an address in it is first opened (locale-routes.tsx);
 * its loaders, the chrome (useSite) and the lists read the same table, loaded once per visit.
 */
const loaders: Record<PrefixedLocale, () => Promise<LocaleTable>> = {
  ar: () => import('virtual:content/locale/ar'),
  es: () => import('virtual:content/locale/es'),
  fr: () => import('virtual:content/locale/fr'),
};

/** A promise as React's `use` tracks it: once settled, `use` answers from these fields, without suspending. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const tables: Partial<Record<PrefixedLocale, Tracked<LocaleTable>>> = {};

/**
 * `locale`'s table, loaded once: the same promise for every caller (as React's `use` requires). A
 * failed load (a dropped connection) is forgotten, so the next navigation tries again.
 */
export function localeTable(locale: PrefixedLocale): Promise<LocaleTable> {
  const known = tables[locale];
  if (known) return known;
  const promise: Tracked<LocaleTable> = loaders[locale]().then(
    (table) => {
      Object.assign(promise, { status: 'fulfilled', value: table });
      return table;
    },
    (error: unknown) => {
      delete tables[locale];
      throw error;
    },
  );
  promise.status = 'pending';
  tables[locale] = promise;
  return promise;
}

/** A catalogue kind's list; in another language, its items translated where they are (English where not). */
export function kindIndex<C extends CollectionName>(collection: C, locale: Locale = 'en'): Promise<CollectionModule<C>> {
  return locale === 'en' ? kinds[collection].index() : localeTable(locale).then((t) => t.kinds[collection].index() as Promise<CollectionModule<C>>);
}
