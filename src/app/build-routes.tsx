import type { ComponentType } from 'react';
import { replace, type RouteObject } from 'react-router';
import { pages } from 'virtual:content/routes';
import { DeferredLoadingOverlay } from '../components/layout/deferred-loading-overlay.tsx';
import { href } from '../routing/href.ts';
import { redirects, screens } from '../routing/routes.ts';
import type { Locale } from '../content/locales.ts';
import type { PageRouteModule } from '../content/resolved.ts';
import type { DetailRouteDef } from '../routing/routes.ts';
import { detailRoutes, pageByPath } from '../routing/site-routes.ts';
import type { PageData } from '../templates/business-page.tsx';
import { adopting } from './adopting.ts';
import { loadPage } from './loaders.ts';
import { loadHeadWriter } from './document-meta.ts';
import { RootLayout } from './root-layout.tsx';
import type { RouteHandle } from './route-handle.ts';
import { RouteError } from './route-error.tsx';
import { uiFor } from '../components/i18n/ui/load.ts';
import type { UiStrings } from '../components/i18n/ui-types.ts';

type LazyComponent = () => Promise<{ Component: ComponentType }>;

/** The root route's data: whether this navigation is adopting the static page on show (src/app/adopting.ts). */
export interface RootData {
  adopting: boolean;
}

/**
 * A route's code, loaded on first visit. If the chunk cannot be fetched (a stale deploy, a
 * dropped connection) the failure is rethrown while rendering, so the route's error boundary
 * shows it: the router alone would leave an empty page.
 */
function lazyRoute(load: LazyComponent): LazyComponent {
  return () =>
    load().catch((error: unknown) => ({
      Component: () => {
        throw error;
      },
    }));
}

const screenComponents: Record<(typeof screens)[number]['id'], LazyComponent> = {
  maintenance: lazyRoute(() => import('../templates/maintenance-screen.tsx').then((m) => ({ Component: m.MaintenanceScreen }))),
  'not-found': lazyRoute(() => import('../templates/not-found-screen.tsx').then((m) => ({ Component: m.NotFoundScreen }))),
  'enquiry-sent': lazyRoute(() => import('../templates/enquiry-sent-screen.tsx').then((m) => ({ Component: m.EnquirySentScreen }))),
};

const businessPage = lazyRoute(() => import('../templates/business-page.tsx').then((m) => ({ Component: m.BusinessPage })));
const detailPage = lazyRoute(() => import('../templates/detail-page.tsx').then((m) => ({ Component: m.DetailPage })));

const relative = (path: string) => path.replace(/^\//, '');

/**
 * A title from the UI dictionary of `locale` (a tab's title is not a component: it reads the
 * dictionary the locale's route loader has loaded), English where the locale is English or its
 * dictionary is not there.
 */
function titleIn(locale: Locale, english: string, pick: (ui: UiStrings) => string): string {
  const ui = locale === 'en' ? undefined : uiFor(locale);
  return ui ? pick(ui) : english;
}

/** A screen's route; under another language's route, its id is `{locale}:{id}` and its tab title that language's. */
export function screenRoute(screen: (typeof screens)[number], locale: Locale = 'en'): RouteObject {
  const title = () =>
    screen.id === 'not-found'
      ? titleIn(locale, screen.title, (ui) => ui.notFound.pageNotFound)
      : screen.id === 'enquiry-sent'
        ? titleIn(locale, screen.title, (ui) => ui.enquiry.sentPage.eyebrow)
        : screen.title;
  return {
    id: locale === 'en' ? screen.id : `${locale}:${screen.id}`,
    path: relative(screen.path),
    lazy: screenComponents[screen.id],
    ErrorBoundary: RouteError,
    handle: { routeId: screen.id, title } satisfies RouteHandle,
  };
}

/** A content page's route; in another language (locale-routes.tsx) the same, under that language's route, with an id of its own. */
export function pageRoute(page: PageRouteModule, locale: Locale = 'en'): RouteObject {
  return {
    id: locale === 'en' ? page.id : `${locale}:${page.id}`,
    ...(page.path === '/' ? { index: true } : { path: relative(page.path) }),
    loader: (args) => loadPage(page, adopting(args), locale),
    lazy: businessPage,
    ErrorBoundary: RouteError,
    handle: { routeId: page.id, title: (d) => (d as PageData | undefined)?.page.title ?? page.title } satisfies RouteHandle,
  };
}

/** A catalogue kind's detail route, in English or under another language's route. */
export function detailRoute(route: DetailRouteDef, locale: Locale = 'en'): RouteObject {
  return {
    id: locale === 'en' ? route.id : `${locale}:${route.id}`,
    path: relative(route.path),
    // On a navigation the code that titles the tab comes with the entry (issue 47, item 10; loaders.ts).
    loader: (args) =>
      Promise.all([import('./entry-loader.ts').then((m) => m.loadEntry(route, args.params, locale)), adopting(args) ? null : loadHeadWriter().catch(() => null)]).then(([entry]) => entry),
    lazy: detailPage,
    ErrorBoundary: RouteError,
    handle: {
      routeId: route.id,
      title: (d) => (d as { item?: { title: string } } | undefined)?.item?.title ?? titleIn(locale, 'Product not found', (ui) => ui.notFound.productNotFound),
    } satisfies RouteHandle,
  };
}

/**
 * The router's tree, built from the one route list: content pages, catalogue kinds, screens,
 * redirects. The other languages' routes (locale-routes.tsx) are not in it: the app adds a
 * language's when an address in it is first opened (locale-discovery.ts), so English pages never
 * load them; the static render and tests that want them from the start pass them as `languages`.
 */
export function buildRoutes(languages: RouteObject[] = []): RouteObject[] {
  const children: RouteObject[] = [
    ...pages.map((page) => pageRoute(page)),
    ...detailRoutes.map((route) => detailRoute(route)),
    ...screens.map((screen) => screenRoute(screen)),
    // Retired addresses replace the history entry, so Back does not bounce; a hidden target leads home.
    ...redirects.map((r): RouteObject => ({ id: r.id, path: relative(r.path), loader: () => replace(pageByPath(r.to)?.path ?? href('home')) })),
    ...languages,
    { id: 'catch-all', path: '*', loader: () => replace(href('home')) },
  ];
  return [
    {
      id: 'root',
      path: '/',
      // Whether the first route is the static page on show: app-start.tsx then adopts its markup.
      loader: (args): RootData => ({ adopting: adopting(args) }),
      Component: RootLayout,
      HydrateFallback: () => <DeferredLoadingOverlay />,
      ErrorBoundary: RouteError,
      children,
    },
  ];
}
