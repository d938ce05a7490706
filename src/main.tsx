import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter, whenReady } from './app/router.tsx';

/**
 * A static page (a real address such as /business/fmcg/) names its hash route: the app takes over
 * there, at the site's root, without a reload. The root is the address less the page's own path, so
 * a sub-path deploy (/repo/business/fmcg/) keeps its /repo/; the 404 page, served at any address,
 * names the root instead. The static markup stays on show until the route is ready (below).
 */
function takeOver() {
  const { hashRoute, realPath, siteRoot } = document.documentElement.dataset;
  if (!hashRoute || window.location.hash.startsWith('#/')) return;
  const { pathname, search } = window.location;
  let root = siteRoot ?? '/';
  if (realPath) {
    const at = pathname.toLowerCase().lastIndexOf(realPath.toLowerCase().replace(/\/$/, ''));
    if (at >= 0) root = `${pathname.slice(0, at)}/`;
  }
  window.history.replaceState(null, '', `${root}#${hashRoute}${search}`);
}
takeOver();

// Links written without a leading slash ("#business/fmcg") mean the same page as "#/business/fmcg".
if (/^#[^/]/.test(window.location.hash) && !document.getElementById(window.location.hash.slice(1))) {
  window.history.replaceState(null, '', `#/${window.location.hash.slice(1)}`);
}

const router = createAppRouter();
const container = document.getElementById('root')!;

/**
 * Resolves once the static page has been painted. On a fast connection the app can be ready before
 * the browser's first paint; replacing the markup then would make the app's copy of the page, not
 * the static one, the first and largest paint, and tie both to the scripts' arrival.
 */
function afterStaticPaint(): Promise<void> {
  const shown = document.getElementById('prerendered') && !document.documentElement.hasAttribute('data-deep-link');
  if (!shown) return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// The prerendered page (or the loading screen) stays on show until the first route is ready,
// so the first React render replaces it with the same page rather than a spinner.
void Promise.all([whenReady(router), afterStaticPaint()]).then(() => {
  // A transition lets React render in small slices: the page on show (prerendered or not) stays
  // responsive while the app takes it over, instead of one long task.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
  performance.mark('app-ready');
  document.documentElement.dataset.appReady = 'true';
  // Only builds with an endpoint carry the vitals code at all.
  if (import.meta.env.VITE_VITALS_ENDPOINT) void import('./app/vitals.ts').then((m) => m.startVitals());
});
