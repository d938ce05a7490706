// Real addresses of entries: the canonical link as the visitor moves (public-address.ts), the Share button and printed sheets.
import type { CollectionName } from '../content/collections.ts';
import type { IndexItem } from '../content/resolved.ts';
import { realSegment } from './page-paths.ts';
import { detailRoutes } from './site-routes.ts';

/**
 * The real address of an entry's static page ("/business/api-excipients/paracetamol/"): its
 * route with the entry's file name for its parameter and its parent's for the parent's (a
 * parent's key is its file name).
 */
export function entryRealPath<C extends CollectionName>(collection: C, item: Pick<IndexItem<C>, 'slug' | 'parent'>): string {
  const route = detailRoutes.find((r) => r.collection === collection);
  if (!route) throw new Error(`No detail route shows the collection "${collection}"`);
  const segments = route.path
    .split('/')
    .filter(Boolean)
    .map((s) => (s === `:${route.param}` ? item.slug : s === `:${route.parentParam}` ? realSegment(item.parent ?? '') : realSegment(s)));
  return `/${segments.join('/')}/`;
}
