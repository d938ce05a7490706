import type { CollectionName, DetailRoute } from '../content/collections.ts';
import type { Locale } from '../content/locales.ts';
import { addressKey } from './addresses.ts';

/**
 * The routes code defines. Page routes come from the files in content/pages (a new file is a
 * new page) and detail routes from the catalogue kinds; routeManifest below puts them with these
 * into the one route list. Data only: no React, no virtual module (the build's scripts import it).
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

/** A content page's route: one file under content/pages (in a language, the page translated into it). */
export interface PageRoute {
  kind: 'page';
  id: string;
  /** Its English hash path (a language's route puts its prefix in front). */
  path: string;
  /** Its static page's address, in its language. */
  realPath: string;
  title: string;
  /** Breadcrumb parent: another page's path, or null under Home. */
  parent: string | null;
}

export type DetailRouteDef = DetailRoute & { kind: 'detail'; collection: CollectionName };
export type ScreenRoute = (typeof screens)[number] & { kind: 'screen' };
export type RedirectRoute = (typeof redirects)[number] & { kind: 'redirect' };
export type RouteDef<P extends PageRoute = PageRoute> = P | DetailRouteDef | ScreenRoute | RedirectRoute;

export type ScreenId = ScreenRoute['id'];
export type RouteId = keyof typeof requiredPages | ScreenId | DetailRoute['id'];

/** Each catalogue kind's detail route, from the kinds (collections.ts, or the routes module the browser has). */
export function detailRoutesOf(kinds: { readonly [C in CollectionName]: { readonly route: DetailRoute } }): DetailRouteDef[] {
  return (Object.keys(kinds) as CollectionName[]).map((collection) => ({ ...kinds[collection].route, kind: 'detail' as const, collection }));
}

/**
 * The route manifest: every route of the site in one language, from its pages (what content/pages
 * holds, translated) and every catalogue kind's detail route; the one list everything that names
 * a page is derived from (the router's tree, the static pages and the sitemap, href(), the
 * breadcrumbs, the preloads). English has every screen and the redirects; another language has
 * its translated pages (English paths: the router puts them under its prefix), every detail route
 * and the screens it has too (localeScreens). Order: pages, details, screens, redirects (the router
 * ranks by specificity anyway).
 */
export function routeManifest<P extends PageRoute>(input: { pages: readonly P[]; details: readonly DetailRouteDef[] }, locale: Locale = 'en'): RouteDef<P>[] {
  const english = locale === 'en';
  return [
    ...input.pages,
    ...input.details,
    ...screens.filter((s) => english || (localeScreens as readonly string[]).includes(s.id)).map((s) => ({ ...s, kind: 'screen' as const })),
    ...(english ? redirects.map((r) => ({ ...r, kind: 'redirect' as const })) : []),
  ];
}

/** The page route at an address, as the router matches it (addressKey). */
export function pageAt<P extends PageRoute>(routes: readonly RouteDef<P>[], path: string): P | undefined {
  const wanted = addressKey(path);
  return routes.find((r): r is P => r.kind === 'page' && addressKey(r.path) === wanted);
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
