import type { CollectionName } from '../content/collections.ts';
import type { IndexItem } from '../content/resolved.ts';
import { href } from './href.ts';
import { routeManifest, type RouteId } from './routes.ts';

/** The address of a catalogue entry's detail page, from the route that shows its collection. */
export function entryHref<C extends CollectionName>(collection: C, item: Pick<IndexItem<C>, 'key' | 'parent'>): string {
  const route = routeManifest.find((r) => r.kind === 'detail' && r.collection === collection);
  if (!route || route.kind !== 'detail') throw new Error(`No detail route shows the collection "${collection}"`);
  const params: Record<string, string> = { [route.param]: item.key };
  if ('parentParam' in route) params[route.parentParam] = item.parent ?? '';
  return (href as (id: RouteId, params: Record<string, string>) => string)(route.id, params);
}
