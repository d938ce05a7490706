import { createContext, RouterContextProvider } from 'react-router';
import { addressKey } from '../routing/addresses.ts';

/**
 * Adopting a static page, as data rather than a switch. app-start.tsx gives the router the hash route
 * of the static page on show (createAppRouter); the router puts it in the context of the first
 * navigation only (getContext); a loader asks `adopting()` whether its request is that page's own
 * route (no query, no redirect: a navigation never is) and returns the answer as data: the root
 * loader for app-start.tsx, which then hydrates the static markup rather than drawing the page anew,
 * and a page's loader, which then waits for the code of its first sections only
 * (EAGER_SECTIONS_WHEN_ADOPTING), the sections below keeping their static markup until theirs comes.
 */
export const staticPageRoute = createContext<string | null>(null);

/** The context of a navigation: the static page's route for the first, none for any other. */
export function navigationContext(route: string | null): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(staticPageRoute, route);
  return context;
}

/** Whether a loader's request is the route of the static page the app is adopting. */
export function adopting({ context, request }: { context: unknown; request: Request }): boolean {
  const route = context instanceof RouterContextProvider ? context.get(staticPageRoute) : null;
  const url = new URL(request.url);
  return route !== null && url.search === '' && addressKey(url.pathname) === addressKey(route);
}
