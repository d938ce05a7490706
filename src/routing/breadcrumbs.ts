import { pageByPath } from './site-routes.ts';

export interface Crumb {
  label: string;
  to: string;
}

/** The pages above a page, from each page's breadcrumb parent (Home is always first, added by the banner). */
export function pageTrail(parentPath: string | null): Crumb[] {
  const trail: Crumb[] = [];
  const seen = new Set<string>();
  let at = parentPath ? pageByPath(parentPath) : undefined;
  while (at && !seen.has(at.path) && at.path !== '/') {
    seen.add(at.path);
    trail.unshift({ label: at.title, to: at.path });
    at = at.parent ? pageByPath(at.parent) : undefined;
  }
  return trail;
}
