import { publicUrl, shownRealPath } from '../routing/public-address.ts';
import { setMeta } from './head-meta.ts';

/**
 * The public address of the page on show in `<link rel="canonical">` and `og:url`, or neither for a
 * screen (not found) that has none. The static page wrote them for the page first opened; as the
 * visitor moves, a browser's share menu, a bookmark or an extension reading them gets the page on
 * show, not the first one and not the hash address. Loaded after the first render (document-meta.ts).
 */
export function showAddress(routeId: string, data: unknown): void {
  const path = shownRealPath(routeId, data);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (path === null) {
    canonical?.remove();
    document.head.querySelector('meta[property="og:url"]')?.remove();
    return;
  }
  const url = publicUrl(path);
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = url;
  setMeta('meta[property="og:url"]', 'property', 'og:url', url);
}
