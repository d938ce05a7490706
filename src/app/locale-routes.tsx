import { replace, type RouteObject } from 'react-router';
import { loadFirstUi, loadUi } from '../components/i18n/ui/load.ts';
import type { PrefixedLocale } from '../content/locales.ts';
import type { LocaleTable } from '../content/resolved.ts';
import { addressKey } from '../routing/addresses.ts';
import { localeTableLater } from '../routing/locale-tables.ts';
import { detailRoutes } from '../routing/site-routes.ts';
import { localeScreens, screens } from '../routing/routes.ts';
import { adopting } from './adopting.ts';
import { detailRoute, pageRoute, screenRoute } from './build-routes.tsx';

/**
 * A language's routes (issue 31), from its table (src/routing/locale-tables.ts): under `/{locale}`,
 * the pages translated into it, every kind's detail route and the not-found screen (where the
 * language's 404 page takes over), with the English paths. An entry not translated, and any other
 * address under the prefix (a page not translated, another screen),
 * replace-navigate to the English address. Its loader brings the language's UI words, alongside
 * the page's own loaders, so the page renders in its language at once (useUi reads them without
 * suspending): adopting its home's static page, only the first sections (ui/first-sections.ts, in
 * its table's file, so already here), else the whole dictionary. A chunk of its own: English pages
 * never load it.
 */
export function localeRoutes(locale: PrefixedLocale, table: LocaleTable): RouteObject {
  return {
    id: locale,
    path: locale,
    loader: async (args) => {
      // Adopting its home's static page, the first sections are all the first render draws (the
      // later sections keep their static markup until their code, and their words, come). Any other
      // page, or home drawn by the app itself (a hash address, a navigation), draws from the rest
      // at once: it waits for the rest of the dictionary and of the table (one file, which every
      // static page but home preloads), so no section shows late, in English or not at all.
      const home = addressKey(new URL(args.request.url).pathname) === addressKey(`/${locale}`);
      await (home && adopting(args) ? loadFirstUi(locale) : Promise.all([loadUi(locale), localeTableLater(locale)]));
      return null;
    },
    children: [
      ...table.pages.map((page) => pageRoute(page, locale)),
      ...detailRoutes.map((route) => detailRoute(route, locale)),
      ...screens.filter((s) => (localeScreens as readonly string[]).includes(s.id)).map((s) => screenRoute(s, locale)),
      { id: `${locale}:english`, path: '*', loader: ({ params }) => replace(`/${params['*'] ?? ''}`) },
    ],
  };
}
