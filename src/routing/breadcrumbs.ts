import { pageByPath } from './site-manifest.ts';

export interface Crumb {
  label: string;
  to: string;
}

/**
 * The pages above a page, from each page's breadcrumb parent (Home is always first, added by the
 * banner). On a page in another language, `translated` are that language's pages: a page
 * translated into it is named in it, one not translated keeps its English title.
 */
export function pageTrail(parentPath: string | null, translated: readonly { id: string; title: string }[] = []): Crumb[] {
  const trail: Crumb[] = [];
  const seen = new Set<string>();
  let at = parentPath ? pageByPath(parentPath) : undefined;
  while (at && !seen.has(at.path) && at.path !== '/') {
    seen.add(at.path);
    trail.unshift({ label: translated.find((p) => p.id === at!.id)?.title ?? at.title, to: at.path });
    at = at.parent ? pageByPath(at.parent) : undefined;
  }
  return trail;
}
