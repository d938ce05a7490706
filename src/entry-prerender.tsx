import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { buildRoutes } from './app/build-routes.tsx';

/**
 * Renders one route to HTML at build time. index.html carries the home page this way, so a
 * phone on a slow network paints real content before any JavaScript has arrived.
 */
export async function render(pathname: string): Promise<string> {
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`Prerendering ${pathname} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender (unlike renderToString) waits for lazy parts such as the footer, so the HTML is whole.
  const { prelude } = await prerender(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return new Response(prelude).text();
}
