import type { ComponentType } from 'react';
import { replace, type RouteObject } from 'react-router';
import { DeferredLoadingOverlay } from '../components/layout/deferred-loading-overlay.tsx';
import { href } from '../routing/href.ts';
import { pageAt, type RouteDef, type ScreenId } from '../routing/routes.ts';
import type { Locale, PrefixedLocale } from '../content/locales.ts';
import type { LocaleTable, PageRouteModule } from '../content/resolved.ts';
import { addressKey } from '../routing/addresses.ts';
import { localeTableLater } from '../routing/locale-tables.ts';
import { localeManifest, siteManifest } from '../routing/site-manifest.ts';
import type { PageData } from '../templates/business-page.tsx';
import { adopting } from './adopting.ts';
import { loadPage } from './loaders.ts';
import { loadHeadWriter } from './document-meta.ts';
import { RootLayout } from './root-layout.tsx';
import type { RouteHandle } from './route-handle.ts';
import { RouteError } from './route-error.tsx';
import { loadFirstUi, loadUi, uiFor } from '../components/i18n/ui/load.ts';
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

const screenComponents: Record<ScreenId, LazyComponent> = {
  maintenance: lazyRoute(() => import('../templates/maintenance-screen.tsx').then((m) => ({ Component: m.MaintenanceScreen }))),
  'not-found': lazyRoute(() => import('../templates/not-found-screen.tsx').then((m) => ({ Component: m.NotFound }))),
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

/** The screens whose tab title is in the page's language. */
const screenTitles: Partial<Record<ScreenId, (ui: UiStrings) => string>> = {
  'not-found': (ui) => ui.notFound.pageNotFound,
  'enquiry-sent': (ui) => ui.enquiry.sentPage.eyebrow,
};

/**
 * A manifest route's router object in `locale` (under another language's branch its id is
 * `{locale}:{id}`, its path the English one): what each kind of route adds to the common part.
 */
function routeObject(route: RouteDef<PageRouteModule>, locale: Locale, manifest: readonly RouteDef<PageRouteModule>[]): RouteObject {
  const common = { id: locale === 'en' ? route.id : `${locale}:${route.id}`, path: relative(route.path), ErrorBoundary: RouteError };
  const handle = (title: (data: unknown) => string): RouteHandle => ({ routeId: route.id, title });
  switch (route.kind) {
    case 'page':
      return {
        ...common,
        ...(route.path === '/' ? { index: true, path: undefined } : {}),
        loader: (args) => loadPage(route, adopting(args), locale),
        lazy: businessPage,
        handle: handle((d) => (d as PageData | undefined)?.page.title ?? route.title),
      };
    case 'detail':
      return {
        ...common,
        // On a navigation the code that titles the tab comes with the entry (issue 47, item 10; loaders.ts).
        loader: (args) =>
          Promise.all([import('./entry-loader.ts').then((m) => m.loadEntry(route, args.params, locale)), adopting(args) ? null : loadHeadWriter().catch(() => null)]).then(([entry]) => entry),
        lazy: detailPage,
        handle: handle((d) => (d as { item?: { title: string } } | undefined)?.item?.title ?? titleIn(locale, 'Product not found', (ui) => ui.notFound.productNotFound)),
      };
    case 'screen': {
      const title = screenTitles[route.id];
      return { ...common, lazy: screenComponents[route.id], handle: handle(() => (title ? titleIn(locale, route.title, title) : route.title)) };
    }
    case 'redirect':
      // A retired address replaces the history entry, so Back does not bounce; a hidden target leads home.
      return { ...common, loader: () => replace(pageAt(manifest, route.to)?.path ?? href('home')) };
  }
}

/**
 * A language's branch of the tree (issue 31): under `/{locale}`, its manifest (the pages translated
 * into it, every kind's detail route, its screens) with the English paths. An entry not translated,
 * and any other address under the prefix, replace-navigate to the English address. Its loader brings
 * the language's UI words alongside the page's own loaders, so the page renders in its language at
 * once (useUi reads them without suspending): adopting its home's static page, only the first
 * sections (ui/first-sections.ts); else the whole dictionary and the rest of its table.
 */
export function localeBranch(locale: PrefixedLocale, table: Pick<LocaleTable, 'pages'>): RouteObject {
  const manifest = localeManifest(locale, table);
  return {
    id: locale,
    path: locale,
    loader: async (args) => {
      const home = addressKey(new URL(args.request.url).pathname) === addressKey(`/${locale}`);
      await (home && adopting(args) ? loadFirstUi(locale) : Promise.all([loadUi(locale), localeTableLater(locale)]));
      return null;
    },
    children: [...manifest.map((r) => routeObject(r, locale, manifest)), { id: `${locale}:english`, path: '*', loader: ({ params }) => replace(`/${params['*'] ?? ''}`) }],
  };
}

/**
 * The router's tree, built from the route manifest (English: routes.ts routeManifest, as the
 * browser has it in site-manifest.ts). The other languages' branches (localeBranch) are not in it:
 * the app adds a language's when an address in it is first opened (locale-discovery.ts), so English
 * pages never load its table; the static render and tests that want them from the start pass them
 * as `languages`.
 */
export function buildRoutes(languages: RouteObject[] = [], manifest: readonly RouteDef<PageRouteModule>[] = siteManifest): RouteObject[] {
  const children: RouteObject[] = [...manifest.map((r) => routeObject(r, 'en', manifest)), ...languages, { id: 'catch-all', path: '*', loader: () => replace(href('home')) }];
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
