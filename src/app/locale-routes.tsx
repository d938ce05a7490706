import { replace, type RouteObject } from 'react-router';
import { loadUi } from '../components/i18n/ui/load.ts';
import type { PrefixedLocale } from '../content/locales.ts';
import type { LocaleTable } from '../content/resolved.ts';
import { detailRoutes } from '../routing/site-routes.ts';
import { screens } from '../routing/routes.ts';
import { detailRoute, localeScreens, pageRoute, screenRoute } from './build-routes.tsx';

/**
 * A language's routes (issue 31), from its table (src/routing/locale-tables.ts): under `/{locale}`,
 * the pages translated into it, every kind's detail route and the not-found screen (where the
 * language's 404 page takes over), with the English paths. An entry not translated, and any other
 * address under the prefix (a page not translated, another screen),
 * replace-navigate to the English address. Its loader brings the language's UI words, alongside
 * the page's own loaders, so the page renders in its language at once (useUi reads them without
 * suspending). A chunk of its own: English pages never load it.
 */
export function localeRoutes(locale: PrefixedLocale, table: LocaleTable): RouteObject {
  return {
    id: locale,
    path: locale,
    loader: async () => {
      await loadUi(locale);
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
