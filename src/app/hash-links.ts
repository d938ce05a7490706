/**
 * A static page's links go to real addresses (so crawlers and visitors without JavaScript can walk
 * the site) and carry, in `data-app-href`, the hash address the app renders for each (AppLink). When
 * the app adopts the page, those are written in first: React leaves an adopted attribute as the
 * markup wrote it, and then the markup matches what the app renders, so a later render changes
 * nothing. A link the app renders itself carries no such attribute.
 */
export function hashLinks(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-app-href]')) {
    link.setAttribute('href', link.dataset.appHref!);
    link.removeAttribute('data-app-href');
  }
}
