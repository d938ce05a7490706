import type { ComponentType } from 'react';
import { replace, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/layout/loading-overlay.tsx';
import type { PageContent } from '../content/resolved.ts';
import { loadEntry, loadPage, type DetailData } from './loaders.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { href } from './href.ts';
import { routeById, routeManifest, type RouteDef, type RouteId } from './routes.ts';

/** What every route tells the layout: its manifest id and how to title the page. */
export interface RouteHandle {
  routeId: RouteId;
  title: (data: unknown) => string;
}

type LazyComponent = () => Promise<{ Component: ComponentType }>;

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

const screens = {
  maintenance: lazyRoute(() => import('../templates/maintenance-screen.tsx').then((m) => ({ Component: m.MaintenanceScreen }))),
  'not-found': lazyRoute(() => import('../templates/not-found-screen.tsx').then((m) => ({ Component: m.NotFoundScreen }))),
};

const businessPage = lazyRoute(() => import('../templates/business-page.tsx').then((m) => ({ Component: m.BusinessPage })));
const detailPage = lazyRoute(() => import('../templates/detail-page.tsx').then((m) => ({ Component: m.DetailPage })));

function toRouteObject(route: RouteDef & { id: RouteId }): RouteObject {
  const path = route.path === '/' ? undefined : route.path.replace(/^\//, '');
  const base = { id: route.id, ErrorBoundary: RouteError };
  switch (route.kind) {
    case 'page':
      return {
        ...base,
        ...(path ? { path } : { index: true }),
        loader: () => loadPage(route.id as Parameters<typeof loadPage>[0]),
        lazy: businessPage,
        handle: { routeId: route.id, title: (d: unknown) => (d as PageContent | undefined)?.title ?? route.title } satisfies RouteHandle,
      };
    case 'detail':
      return {
        ...base,
        path,
        loader: ({ params }) => loadEntry(route, params),
        lazy: detailPage,
        handle: { routeId: route.id, title: (d: unknown) => (d as DetailData | undefined)?.item.title ?? route.title } satisfies RouteHandle,
      };
    case 'screen':
      return {
        ...base,
        path,
        lazy: screens[route.id as keyof typeof screens],
        handle: { routeId: route.id, title: () => route.title } satisfies RouteHandle,
      };
    case 'redirect': {
      // Unknown addresses and retired ones replace the history entry, so Back does not bounce.
      const target = href(routeById(route.to as RouteId).id as 'home');
      return { ...base, path, loader: () => replace(target) };
    }
  }
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      HydrateFallback: () => <LoadingOverlay />,
      ErrorBoundary: RouteError,
      children: routeManifest.map(toRouteObject),
    },
  ];
}
