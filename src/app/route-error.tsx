import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { lazy, Suspense } from 'react';
import { safeStorage } from '../components/ui/storage.ts';
import { uiFor } from '../components/i18n/ui/load.ts';
import { splitLocale } from '../routing/addresses.ts';

const NotFound = lazy(() => import('../templates/not-found-screen.tsx').then((m) => ({ default: m.NotFound })));

// The failure screen's code (its words, icon and button) comes only when a route fails. If even that
// cannot load (the connection is gone), a bare Retry button stands in: the one thing the visitor needs.
// Its word is the page's language's where that dictionary is loaded already (every page but a
// language's home, whose later words follow its first render): nothing more can be fetched here.
const Screen = lazy(() =>
  import('./route-error-screen.tsx').then(
    (m) => ({ default: m.RouteErrorScreen }),
    () => ({
      default: function RetryOnly({ onRetry }: { onRetry: () => void }) {
        const { locale } = splitLocale(useLocation().pathname);
        return (
          <button type="button" className="btn mx-auto my-20 flex bg-brand text-ink-inverse" onClick={onRetry}>
            {(locale === 'en' ? undefined : uiFor(locale))?.errors.retry ?? 'Retry'}
          </button>
        );
      },
    }),
  ),
);

const RELOAD_KEY = 'chunk-reload';
const RELOAD_WINDOW_MS = 30_000;
const session = safeStorage('session');

/** A lazy chunk that fails to load: a stale deploy (old hashed file gone) or a dropped connection. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Loading chunk .* failed|Unable to preload CSS/i.test(
    message,
  );
}

export function RouteError() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFound />
      </Suspense>
    );
  }

  if (isChunkLoadError(error)) {
    // Reload once: a new deploy's index.html names the new chunks. A failure again soon after shows the screen below.
    const key = `${RELOAD_KEY}:${window.location.hash}`;
    const last = Number(session.get(key) ?? 0);
    // Without storage the reload could not be remembered, and might loop: offer Retry instead.
    if (Date.now() - last > RELOAD_WINDOW_MS && session.set(key, String(Date.now()))) {
      window.location.reload();
      return null;
    }
  }

  const retry = () => {
    session.remove(`${RELOAD_KEY}:${window.location.hash}`);
    window.location.reload();
  };
  return (
    <Suspense fallback={null}>
      <Screen chunkMissing={isChunkLoadError(error)} onRetry={retry} />
    </Suspense>
  );
}
