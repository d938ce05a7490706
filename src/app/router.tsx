import { createHashRouter } from 'react-router';
import { buildRoutes } from './build-routes.tsx';

export function createAppRouter() {
  return createHashRouter(buildRoutes());
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
