import { useEffect } from 'react';
import type { Locale } from '../content/locales.ts';

/**
 * `{page title} | {company}` in the tab, the page's description and its public address for link
 * previews and share menus, for the page on show. The static page's own <head> already says all of
 * it for the page first opened, so the code that writes them (document-address.ts) comes after the
 * first render, outside the first load; the module system fetches it once.
 */
export function useDocumentMeta(routeId: string, title: string, data: unknown, locale: Locale = 'en') {
  useEffect(() => {
    let current = true;
    import('./document-address.ts').then(
      // A quicker later navigation has written its own head by now.
      ({ showHead }) => showHead(routeId, title, data, locale, () => current),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [routeId, title, data, locale]);
}
