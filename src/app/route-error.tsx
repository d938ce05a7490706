import rotateCwIcon from 'virtual:icon/rotate-cw';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { lazy, Suspense } from 'react';
import { safeStorage } from '../components/ui/storage.ts';
import { Icon } from '../components/ui/icon.tsx';
import { useUi } from '../components/i18n/use-ui.ts';
import { errors as enErrors } from '../components/i18n/ui/en/en-errors.ts';

const NotFound = lazy(() => import('../templates/not-found-screen.tsx').then((m) => ({ default: m.NotFound })));

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
  const ui = useUi({ errors: enErrors });

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

  return (
    <section className="container-page grid min-h-[50vh] place-items-center py-20 text-center">
      <div className="max-w-md">
        <h1 className="heading-2">{ui.errors.couldNotLoad}</h1>
        <p className="mt-4 text-ink-muted">
          {isChunkLoadError(error) ? ui.errors.partMissing : ui.errors.somethingWrong}
        </p>
        <button
          type="button"
          className="btn mt-8 bg-brand text-ink-inverse hover:bg-brand-strong"
          onClick={() => {
            session.remove(`${RELOAD_KEY}:${window.location.hash}`);
            window.location.reload();
          }}
        >
          <Icon node={rotateCwIcon} className="size-4" />
          {ui.errors.retry}
        </button>
      </div>
    </section>
  );
}
