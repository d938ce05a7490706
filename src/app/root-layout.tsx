import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import maintenance from 'virtual:content/site/maintenance';
import { Header } from '../components/layout/header.tsx';
import { DeferredLoadingOverlay } from '../components/layout/deferred-loading-overlay.tsx';
import { SkipLink } from '../components/layout/skip-link.tsx';
import { useIdle } from '../components/ui/use-idle.ts';
import type { RouteHandle } from './route-handle.ts';
import { useDocumentMeta } from './document-meta.ts';
import { LocaleProvider } from '../components/i18n/locale-context.tsx';
import { localeInfo } from '../content/locales.ts';
import { splitLocale } from '../routing/addresses.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.AppToaster })));
// The footer is below the fold on every page: its code arrives just after the first render
// instead of holding it up. If it cannot load, the page goes on without it rather than failing.
const Footer = lazy<ComponentType>(() =>
  import('../components/layout/footer.tsx').then(
    (m) => ({ default: m.Footer }),
    () => ({ default: () => null }),
  ),
);
// The header's actions: the static page has them whole (the list is a link, the search a button the
// app wakes), so their code comes just after the app's first render, outside the first load, and
// React keeps their static markup until it arrives (as the footer's). Drawn by the app alone (a
// hash deep link), boxes of their size hold their places.
const SearchButton = lazy(() => import('../features/search/search-button.tsx').then((m) => ({ default: m.SearchButton })));
const EnquiryListLink = lazy(() => import('../features/enquiry/enquiry-list-link.tsx').then((m) => ({ default: m.EnquiryListLink })));
const MaintenanceScreen = lazy(() => import('../templates/maintenance-screen.tsx').then((m) => ({ default: m.MaintenanceScreen })));

/**
 * A static page can be scrolled before the app takes it over (a slow connection, an early tap), and
 * ScrollRestoration puts a first visit at the top: the visitor would be thrown back there. On the
 * first render only, the position read as the app rendered is put back, in a layout effect that
 * runs after ScrollRestoration's (its sibling before it), so nothing moves on screen. An address
 * naming a section (`#/contact#form`) is left to ScrollRestoration.
 */
function KeepScrollOnTakeOver() {
  // Read once, as the app first renders (a hash route naming a section has a "#" of its own); not
  // from useLocation, which would re-render this on every navigation for nothing.
  const [start] = useState(() => (typeof window === 'undefined' ? null : { y: window.scrollY, section: window.location.hash.indexOf('#', 1) > 0 }));
  useLayoutEffect(() => {
    if (start && start.y > 0 && !start.section) window.scrollTo(0, start.y);
  }, [start]);
  return null;
}

export function RootLayout() {
  const matches = useMatches();
  const navigation = useNavigation();
  // Toasts are never needed for the first paint.
  const idle = useIdle(2000);
  const { pathname, key } = useLocation();
  // Tells tests and tools (and nothing else) which route the page has finished rendering; the key
  // changes on every navigation, so a redirect back to the page already shown still reports.
  useEffect(() => {
    document.documentElement.dataset.routePath = pathname;
  }, [pathname, key]);
  // The page's language comes from its address (/fr/...); the static page's <html> has it already.
  const { locale } = splitLocale(pathname);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = localeInfo[locale].dir;
  }, [locale]);
  const leaf = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.routeId);
  const handle = leaf?.handle as RouteHandle | undefined;
  const routeId = handle?.routeId ?? 'home';
  useDocumentMeta(routeId, handle ? handle.title(leaf?.loaderData) : '', leaf?.loaderData, locale);

  // The same elements on every render (as the header's own, header.tsx): boundaries still waiting
  // for their code keep the static markup instead of showing their fallbacks (a layout shift).
  const actions = useMemo(
    () => (
      <>
        <Suspense fallback={<span aria-hidden="true" className="size-11 shrink-0" />}>
          <SearchButton />
        </Suspense>
        <Suspense fallback={<span aria-hidden="true" className="-me-2 size-11 shrink-0 lg:ms-0" />}>
          <EnquiryListLink className="-me-2 lg:ms-0" />
        </Suspense>
      </>
    ),
    [],
  );

  if (maintenance && routeId !== 'maintenance') {
    return (
      <LocaleProvider locale={locale}>
        <Suspense fallback={<DeferredLoadingOverlay />}>
          <MaintenanceScreen />
        </Suspense>
      </LocaleProvider>
    );
  }

  return (
    <LocaleProvider locale={locale}>
      <SkipLink />
      <Header actions={actions} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {navigation.state === 'loading' && <DeferredLoadingOverlay delayMs={300} />}
      <ScrollRestoration />
      <KeepScrollOnTakeOver />
      {idle && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </LocaleProvider>
  );
}
