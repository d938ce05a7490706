import { generatePath } from 'react-router';
import type { CollectionName } from '../content/collections.ts';
import type { IndexItem } from '../content/resolved.ts';
import { detailRoutes } from './site-routes.ts';

/** The address of a catalogue entry's detail page, from the route that shows its kind. */
export function entryHref<C extends CollectionName>(collection: C, item: Pick<IndexItem<C>, 'key' | 'parent'>): string {
  const route = detailRoutes.find((r) => r.collection === collection);
  if (!route) throw new Error(`No detail route shows the collection "${collection}"`);
  const params: Record<string, string> = { [route.param]: item.key };
  if (route.parentParam) params[route.parentParam] = item.parent ?? '';
  return generatePath(route.path as string, params);
}
