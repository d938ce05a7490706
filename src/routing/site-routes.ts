import { kinds, pages } from 'virtual:content/routes';
import type { CollectionName } from '../content/collections.ts';
import type { PrefixedLocale } from '../content/locales.ts';
import { addressKey } from './addresses.ts';
import { routeTable, type DetailRouteDef, type PageRoute, type RouteDef } from './routes.ts';

/** The site's pages, from the files in content/pages (hidden ones are not here), each with its real address and the languages it is translated into. */
export const pageRoutes: (PageRoute & { realPath: string; locales: readonly PrefixedLocale[] })[] = pages.map(({ id, path, realPath, title, parent, locales }) => ({ kind: 'page', id, path, realPath, title, parent, locales }));

/** The detail route of every catalogue kind. */
export const detailRoutes: DetailRouteDef[] = (Object.keys(kinds) as CollectionName[]).map((collection) => ({
  ...kinds[collection].route,
  kind: 'detail',
  collection,
}));

/** Every route of the site: the router, href() and the breadcrumbs are built from this one list. */
export const siteRoutes: RouteDef[] = routeTable(pageRoutes, detailRoutes);

/** The page at an address, as the router matches it (addressKey). */
export function pageByPath(path: string): (typeof pageRoutes)[number] | undefined {
  const wanted = addressKey(path);
  return pageRoutes.find((p) => addressKey(p.path) === wanted);
}
