import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import site from 'virtual:content/site';
import { buildRoutes, localeBranch } from './app/build-routes.tsx';
import { prefixedLocales } from './content/locales.ts';
import { localeTable, localeTableLater } from './routing/locale-tables.ts';
import { splitLocale } from './routing/addresses.ts';
import { pageMeta, type PageMeta } from './app/page-meta.ts';
import type { RouteHandle } from './app/route-handle.ts';
import type { Crumb } from './routing/breadcrumbs.ts';
import { RealHrefContext, type RealHref } from './routing/real-links.ts';

/** One route rendered at build time, with what the static page's `<head>` is made from. */
export interface RenderedRoute {
  /** 200, or 404 for an address the routes answer with the not-found screen. */
  status: number;
  /** The markup of the app's root element. */
  html: string;
  /** The id of the route that drew the page (a page's id, a detail route's, a screen's). */
  routeId: string;
  /** Title and description exactly as the app sets them on this route. */
  meta: PageMeta;
  /** The page's own name (its banner heading), the last breadcrumb. */
  name: string;
  /** The pages and entries above it (Home not included), as the banner's breadcrumb shows them. */
  crumbs: Crumb[];
}

// Every language's routes from the start: the build renders them all (the app adds a language's when first opened).
const routes = buildRoutes(await Promise.all(prefixedLocales.map(async (locale) => localeBranch(locale, await localeTable(locale)))));
const handler = createStaticHandler(routes);

/**
 * A stream's text, read chunk by chunk: `new Response(stream).text()` reads the same text through
 * undici's Response machinery, a few milliseconds a page (seconds of a 3,000-product build).
 */
async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value, { stream: true });
  return text + decoder.decode();
}

/**
 * Renders one route (a hash path such as "/business/fmcg") to HTML at build time, through the
 * same route tree and loaders as the app, so a static page cannot differ from what the app shows.
 * With `realHref`, every in-app link goes to a real address (the static pages); without, links
 * stay hash links.
 */
export async function render(hashPath: string, realHref: RealHref | null = null): Promise<RenderedRoute> {
  const { locale } = splitLocale(hashPath);
  const context = await handler.query(new Request(new URL(hashPath, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Rendering ${hashPath} answered a redirect to ${context.headers.get('Location')}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const leaf = [...context.matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.routeId);
  const handle = leaf?.route.handle as RouteHandle | undefined;
  const data = leaf ? context.loaderData[leaf.route.id] : undefined;
  const name = handle ? handle.title(data) : '';
  // prerender (unlike renderToString) waits for lazy parts such as the footer, so the HTML is whole.
  // Every Suspense boundary's content is written in place: past a size (progressiveChunkSize), React
  // would write a large one at the end of the page, to be moved into place by an inline script,
  // which the static page neither carries nor allows (its CSP), and which crawlers do not run.
  const { prelude } = await prerender(
    <RealHrefContext value={realHref}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </RealHrefContext>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await streamText(prelude);
  // A boundary left pending (<!--$?-->) or failed (<!--$!-->) would leave a hole in the static page.
  if (html.includes('<!--$?-->') || html.includes('<!--$!-->')) throw new Error(`Rendering ${hashPath}: part of the page did not render (a Suspense boundary is pending or failed)`);
  return {
    status: context.statusCode,
    html,
    routeId: handle?.routeId ?? 'home',
    meta: pageMeta(handle?.routeId ?? 'home', name, data, locale === 'en' ? site.company : (await localeTableLater(locale)).site.company),
    name,
    crumbs: (data as { crumbs?: Crumb[] } | undefined)?.crumbs ?? [],
  };
}
