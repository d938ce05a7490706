import { createHashRouter } from 'react-router';
import { navigationContext } from './adopting.ts';
import { buildRoutes } from './build-routes.tsx';
import { discoverLocaleRoutes } from './locale-discovery.ts';

/** The app's router; `staticPage`: the hash route of the static page on show, which the first navigation may adopt (adopting.ts). */
export function createAppRouter(staticPage: string | null = null) {
  let first: string | null = staticPage;
  return createHashRouter(buildRoutes(), {
    patchRoutesOnNavigation: discoverLocaleRoutes(),
    getContext() {
      const context = navigationContext(first);
      first = null;
      return context;
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the first route's code and content are loaded, so the first render is the real page. */
export function whenReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}
