import { lazy, Suspense } from 'react';

const LoadingOverlay = lazy(() => import('./loading-overlay.tsx').then((m) => ({ default: m.LoadingOverlay })));

/**
 * The loading overlay, its code fetched the first time it is wanted. The first page never waits
 * behind it (the static page or the loading screen of index.html is on show until the app is ready),
 * and a navigation shows it only after a delay, so it has no place in the code every first visit
 * downloads. If its code cannot load, nothing is shown: the page still arrives.
 */
export function DeferredLoadingOverlay({ delayMs = 0 }: { delayMs?: number }) {
  return (
    <Suspense fallback={null}>
      <LoadingOverlay delayMs={delayMs} />
    </Suspense>
  );
}
