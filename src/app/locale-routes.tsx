import { replace, type RouteObject } from 'react-router';
import { loadFirstUi } from '../components/i18n/ui/load.ts';
import type { PrefixedLocale } from '../content/locales.ts';
import type { LocaleTable } from '../content/resolved.ts';
import { detailRoutes } from '../routing/site-routes.ts';
import { detailRoute, pageRoute } from './build-routes.tsx';

/**
 * A language's routes (issue 31), from its table (src/routing/locale-tables.ts): under `/{locale}`,
 * the pages translated into it and every kind's detail route, with the English paths. An entry not
 * translated, and any other address under the prefix (a page not translated, a screen),
 * replace-navigate to the English address. Its loader brings the first sections of the language's
 * UI words (the header's, home's: ui/first-sections.ts; in its table's file, so already here),
 * alongside the page's own loaders, so the page renders in its language at once (useUi reads them
 * without suspending); a component showing other sections waits for the rest of the dictionary,
 * which the static page of every address but home preloads. A chunk of its own: English pages never load it.
 */
export function localeRoutes(locale: PrefixedLocale, table: LocaleTable): RouteObject {
  return {
    id: locale,
    path: locale,
    loader: async () => {
      await loadFirstUi(locale);
      return null;
    },
    children: [
      ...table.pages.map((page) => pageRoute(page, locale)),
      ...detailRoutes.map((route) => detailRoute(route, locale)),
      { id: `${locale}:english`, path: '*', loader: ({ params }) => replace(`/${params['*'] ?? ''}`) },
    ],
  };
}
