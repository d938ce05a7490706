import type { CollectionName, DetailRoute } from '../content/collections.ts';

/**
 * The routes code defines. Page routes come from the files in content/pages (a new file is a
 * new page) and detail routes from the catalogue kinds; both reach the browser through the
 * content plugin's `virtual:content/routes`. Data only: no React here.
 */
export const screens = [
  { id: 'maintenance', path: '/maintenance', title: 'Site Under Maintenance' },
  { id: 'not-found', path: '/not-found', title: 'Page not found' },
  // Where an enquiry sent without script lands (a hosted form service redirects here; the local
  // service answers with this page and the reference filled in). Not indexed, not in the sitemap.
  { id: 'enquiry-sent', path: '/contact/sent', title: 'Enquiry received' },
] as const;

/**
 * The screens another language has too: the not-found screen (its real address /{locale}/404.html's
 * route) and "Enquiry received" (/{locale}/contact/sent/, where that language's form lands without script).
 */
export const localeScreens = ['not-found', 'enquiry-sent'] as const satisfies readonly (typeof screens)[number]['id'][];

/** Retired or alternative addresses: each replace-navigates to a page (home if that page is hidden). */
export const redirects = [{ id: 'spices-herbs', path: '/business/spices-herbs', to: '/business/agricultural-commodities/spices' }] as const;

/** Pages the code itself links to: the content check fails if one is missing or hidden. */
export const requiredPages = { home: '/', contact: '/contact', business: '/business', privacy: '/privacy' } as const;

export interface PageRoute {
  kind: 'page';
  id: string;
  path: string;
  title: string;
  /** Breadcrumb parent: another page's path, or null under Home. */
  parent: string | null;
}

export type DetailRouteDef = DetailRoute & { kind: 'detail'; collection: CollectionName };
export type ScreenRoute = (typeof screens)[number] & { kind: 'screen' };
export type RedirectRoute = (typeof redirects)[number] & { kind: 'redirect' };
export type RouteDef = PageRoute | DetailRouteDef | ScreenRoute | RedirectRoute;

export type ScreenId = ScreenRoute['id'];
export type RequiredPageId = keyof typeof requiredPages;
export type DetailRouteId = DetailRoute['id'];
export type RouteId = RequiredPageId | ScreenId | DetailRouteId;

/** Every route of the site, in the order the router ranks equals (it ranks by specificity anyway). */
export function routeTable(pages: readonly PageRoute[], details: readonly DetailRouteDef[]): RouteDef[] {
  return [
    ...pages,
    ...details,
    ...screens.map((s) => ({ ...s, kind: 'screen' as const })),
    ...redirects.map((r) => ({ ...r, kind: 'redirect' as const })),
  ];
}

/** The breadcrumb parent page of a page path: the nearest existing page above it in the tree, else none (Home). */
export function defaultParent(path: string, pagePaths: ReadonlySet<string>): string | null {
  const parts = path.split('/').filter(Boolean);
  for (let n = parts.length - 1; n > 0; n--) {
    const candidate = `/${parts.slice(0, n).join('/')}`;
    if (pagePaths.has(candidate)) return candidate;
  }
  return null;
}
