import { routeById, type RouteId } from '../app/routes.ts';
import type { Crumb } from '../components/layout/banner.tsx';

/** The pages above this one, from the manifest's `parent` links (Home is always first, added by the banner). */
export function breadcrumbs(routeId: string): Crumb[] {
  const trail: Crumb[] = [];
  let route = routeById(routeId as RouteId) as { parent?: string };
  while (route.parent) {
    const parent = routeById(route.parent as RouteId);
    if (parent.kind === 'page') trail.unshift({ label: parent.title, to: parent.path });
    route = parent as { parent?: string };
  }
  return trail;
}
