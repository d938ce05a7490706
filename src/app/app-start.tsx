import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { absoluteUrls } from './absolute-urls.ts';
import { hashLinks } from './hash-links.ts';
import { stylesheetsLoaded } from './stylesheet.ts';
import { replayTaps } from '../components/ui/tap-replay.tsx';
import type { RootData } from './build-routes.tsx';
import { createAppRouter, whenReady, type AppRouter } from './router.tsx';
import { prefixedLocales } from '../content/locales.ts';

/**
 * A static page (a real address such as /business/fmcg/) names its hash route: the app takes over
 * there, at the site's root, without a reload. The root is the address less the page's own path, so
 * a sub-path deploy (/repo/business/fmcg/) keeps its /repo/; the 404 page, served at any address,
 * names the root instead. The static markup stays on show, and the app adopts it (below).
 */
function takeOver() {
  const { realPath, siteRoot } = document.documentElement.dataset;
  let { hashRoute } = document.documentElement.dataset;
  if (!hashRoute || window.location.hash.startsWith('#/')) return;
  const { pathname, search } = window.location;
  let root = siteRoot ?? '/';
  // A host that serves the site's English 404 page for every unknown address (Netlify, GitHub
  // Pages): the address's language still names the not-found screen the app shows (/fr/x -> /fr/not-found).
  const language = hashRoute === '/not-found' && prefixedLocales.find((l) => pathname.startsWith(`${root}${l}/`));
  if (language) hashRoute = `/${language}/not-found`;
  if (realPath) {
    const at = pathname.toLowerCase().lastIndexOf(realPath.toLowerCase().replace(/\/$/, ''));
    if (at >= 0) root = `${pathname.slice(0, at)}/`;
  }
  const prerendered = document.getElementById('prerendered');
  // Its URLs are relative to its own place: they must keep their targets once the address moves.
  if (prerendered) absoluteUrls(prerendered, document.baseURI);
  // A fragment on the real address (/business/.../cashews/#grade-gallery-w320, a grade's tile) names
  // a place on the page: it stays, as the hash route's own ("#/...cashews#grade-gallery-w320").
  const { hash } = window.location;
  const fragment = /^#[\w-]+$/.test(hash) && document.getElementById(hash.slice(1)) ? hash : '';
  window.history.replaceState(null, '', `${root}#${hashRoute}${search}${fragment}`);
}
// The app can start before the parser has finished the page (a tap during a slow load): then the
// markup is partial and is drawn anew rather than adopted.
const parsedAtTakeOver = document.readyState !== 'loading';

/** Links written without a leading slash ("#business/fmcg") mean the same page as "#/business/fmcg". */
function slashHash() {
  if (/^#[^/]/.test(window.location.hash) && !document.getElementById(window.location.hash.slice(1))) {
    window.history.replaceState(null, '', `#/${window.location.hash.slice(1)}`);
  }
}

const container = document.getElementById('root')!;

/**
 * Resolves once the static page on show (if any) has been painted. On a fast connection the app can
 * be ready before the browser's first paint; replacing the markup then would make the app's copy of
 * the page, not the static one, the first and largest paint, and tie both to the scripts' arrival.
 */
function afterStaticPaint(shown: boolean): Promise<void> {
  if (!shown) return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * How the app takes over a static page (the one way; issue 27's "a tap is never lost" hooks in at
 * hydrateRoot below): the router is told which hash route the page on show was rendered from
 * (index.html, home's page, names none: "/"); the first route's loaders say whether they are that
 * route (src/app/adopting.ts: not with a query such as `?product=`, a redirect or an error); if
 * so, React adopts (hydrates) the markup instead of drawing the page again: no second DOM, layout
 * and paint of the same page on a phone's main thread. Otherwise the app draws its own.
 */
function start() {
  const prerendered = document.getElementById('prerendered');
  // The static page is on show unless behind a deep link's loading screen; adopted only if whole (parsed at take-over).
  const shown = prerendered !== null && !document.documentElement.hasAttribute('data-deep-link');
  const page = shown && parsedAtTakeOver ? prerendered : null;
  const router = createAppRouter(page ? (document.documentElement.dataset.hashRoute ?? '/') : null);
  // The prerendered page (or the loading screen) stays on show until the first route is ready, so
  // the first render is the same page rather than a spinner, and until the whole stylesheet is in.
  void Promise.all([whenReady(router), afterStaticPaint(shown), stylesheetsLoaded()]).then(() => render(router, page));
}

function render(router: AppRouter, page: HTMLElement | null) {
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  const adopt = page && !router.state.errors && (router.state.loaderData.root as RootData | undefined)?.adopting;
  // A transition lets React work in small slices: the page on show stays responsive while the app
  // takes it over, instead of one long task.
  startTransition(() => {
    if (adopt) {
      hashLinks(page);
      hydrateRoot(page, app);
    } else createRoot(container).render(app);
  });
  performance.mark('app-ready');
  document.documentElement.dataset.appReady = 'true';
  // Taps on the static page before the app was there (issue 27, item 9): replayed now that React
  // listens (a tap on a section still waiting for its code stays queued for TapReplay).
  setTimeout(replayTaps, 0);
  // Only builds with an endpoint carry the vitals code at all.
  if (import.meta.env.VITE_VITALS_ENDPOINT) void import('./vitals.ts').then((m) => m.startVitals());
}

// Two tasks after this module's own evaluation (src/main.tsx evaluated the framework in one before
// it), not one that blocks input on a phone: the take-over (rewriting a static page's 30-70 relative
// URLs costs 2-6 ms on this machine, as each picture's source is set again); and creating the
// router (ranking every route, starting the first loaders).
setTimeout(() => {
  takeOver();
  slashHash();
  setTimeout(start, 0);
}, 0);
