import { kinds, pages } from 'virtual:content/routes';
import type { PrefixedLocale } from '../content/locales.ts';
import type { LocaleTable } from '../content/resolved.ts';
import { detailRoutesOf, pageAt, routeManifest } from './routes.ts';

/**
 * The route manifest (routes.ts routeManifest) as the browser has it: English from the routes
 * module every first load carries (its pages with their loaders and languages), another language
 * from its table, fetched on its pages only. The router's tree, href(), the breadcrumbs and the
 * not-found screen read these; the build derives its static pages from the same manifest.
 */
const detailRoutes = detailRoutesOf(kinds);
export const siteManifest = routeManifest({ pages, details: detailRoutes });

/** A language's manifest: the pages translated into it, every detail route, its screens. */
export function localeManifest(locale: PrefixedLocale, table: Pick<LocaleTable, 'pages'>) {
  return routeManifest({ pages: table.pages, details: detailRoutes }, locale);
}

/** The English page at an address, as the router matches it. */
export const pageByPath = (path: string) => pageAt(siteManifest, path);

/** A catalogue kind's detail route by id. */
export const detailRoute = (id: string) => detailRoutes.find((r) => r.id === id);
