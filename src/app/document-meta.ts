import { useLayoutEffect } from 'react';
import type { Locale } from '../content/locales.ts';
import { loadOnce } from '../routing/load-once.ts';

/**
 * The code that writes the head (document-address.ts): after the first render, outside the first
 * load. Route loaders wait for it on a navigation (issue 47, item 10), so the tab's title changes
 * in the same frame as the page's heading, not after it on a loaded machine.
 */
const headWriter = loadOnce((_head: 'head') => import('./document-address.ts'));
export const loadHeadWriter = () => headWriter.load('head');

/**
 * `{page title} | {company}` in the tab, the page's description and its public address for link
 * previews and share menus, for the page on show. The static page's own <head> already says all of
 * it for the page first opened, so the code that writes them comes after the first render; once
 * it is here, the head is written before the new page paints (a layout effect).
 */
export function useDocumentMeta(routeId: string, title: string, data: unknown, locale: Locale = 'en') {
  useLayoutEffect(() => {
    let current = true;
    const isCurrent = () => current;
    const loaded = headWriter.loaded('head');
    if (loaded) void loaded.showHead(routeId, title, data, locale, isCurrent);
    else
      loadHeadWriter().then(
        // A quicker later navigation has written its own head by now.
        ({ showHead }) => showHead(routeId, title, data, locale, isCurrent),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [routeId, title, data, locale]);
}
