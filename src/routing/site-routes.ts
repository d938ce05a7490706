import { kinds, pages } from 'virtual:content/routes';
import type { CollectionName } from '../content/collections.ts';
import { routeTable, type DetailRouteDef, type PageRoute, type RouteDef } from './routes.ts';

/** The site's pages, from the files in content/pages (hidden ones are not here). */
export const pageRoutes: PageRoute[] = pages.map(({ id, path, title, parent }) => ({ kind: 'page', id, path, title, parent }));

/** The detail route of every catalogue kind. */
export const detailRoutes: DetailRouteDef[] = (Object.keys(kinds) as CollectionName[]).map((collection) => ({
  ...kinds[collection].route,
  kind: 'detail',
  collection,
}));

/** Every route of the site: the router, href() and the breadcrumbs are built from this one list. */
export const siteRoutes: RouteDef[] = routeTable(pageRoutes, detailRoutes);

export function pageByPath(path: string): PageRoute | undefined {
  const wanted = path.toLowerCase();
  return pageRoutes.find((p) => p.path.toLowerCase() === wanted);
}
