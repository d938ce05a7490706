import { plainHash } from '../routing/real-links.ts';

/**
 * A static page's links go to real addresses (so crawlers and visitors without JavaScript can walk
 * the site); the app renders each as the hash address it stands for (AppLink). When the app adopts
 * the page, those are written in first: React leaves an adopted attribute as the markup wrote it,
 * and then the markup matches what the app renders, so a later render changes nothing. A link
 * whose hash address its real one does not say carries it in `data-app-href`; for the others (a
 * page's `/about/` is `#/about`: RealLink.plain) it is read off the real address, relative to the
 * site's root. A link the app renders itself, one out of the site, to a file (no trailing slash),
 * opening elsewhere (`target`) or within the page (`#…`) is left alone.
 *
 * The site's root: the address less the page's own real path (`data-real-path` on <html>) while the
 * page is still at its real address; once the take-over (app-start.tsx) has moved the address to the
 * root (and made every URL of the page absolute), the address's own folder.
 */
export function hashLinks(root: ParentNode, location: Pick<Location, 'href'> = window.location): void {
  const here = new URL(location.href);
  const realPath = (document.documentElement.dataset.realPath ?? '').toLowerCase().replace(/\/$/, '');
  const at = realPath ? here.pathname.toLowerCase().lastIndexOf(realPath) : -1;
  const siteRoot = new URL(at >= 0 && at + realPath.length + 1 >= here.pathname.length ? `${here.pathname.slice(0, at)}/` : './', here);
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const marked = link.dataset.appHref;
    if (marked !== undefined) {
      link.setAttribute('href', marked);
      link.removeAttribute('data-app-href');
      continue;
    }
    const written = link.getAttribute('href')!;
    if (link.hasAttribute('target') || link.hasAttribute('download') || written.startsWith('#')) continue;
    const target = new URL(written, here);
    if (target.origin !== siteRoot.origin || !target.pathname.startsWith(siteRoot.pathname) || !target.pathname.endsWith('/')) continue;
    link.setAttribute('href', plainHash(target.pathname.slice(siteRoot.pathname.length - 1), target.search, target.hash));
  }
}
