import { isRouteErrorResponse, useMatches, useRouteError } from 'react-router';
import { AppLink } from '../components/ui/app-link.tsx';
import { href } from '../routing/href.ts';
import { detailRoute, pageByPath } from '../routing/site-manifest.ts';
import { prefixedLocales } from '../content/locales.ts';
import { useUi } from '../components/i18n/use-ui.ts';
import { notFound as enNotFound } from 'virtual:ui/en/notFound';

const localeIdPrefix = new RegExp(`^(?:${prefixedLocales.join('|')}):`);

/** The not-found screen: for /not-found and for catalogue entries that do not exist. */
export function NotFound() {
  const ui = useUi({ notFound: enNotFound });
  const matches = useMatches();
  const error = useRouteError();
  // Another language's routes are its English ones under `{locale}:` ids (build-routes.tsx).
  const leafId = matches[matches.length - 1]?.id.replace(localeIdPrefix, '');
  const detail = (leafId && detailRoute(leafId)) || null;
  // Back to the list the entry would be in: the nearest page above its route.
  let parentPath: string | null = null;
  for (let route = detail; route && !parentPath; ) {
    if (route.parent.startsWith('/')) parentPath = route.parent;
    else route = detailRoute(route.parent) ?? null;
  }
  const parent = parentPath ? pageByPath(parentPath) : undefined;
  const missing = isRouteErrorResponse(error) && error.data && typeof error.data === 'object' && 'param' in error.data ? String(error.data.param) : null;

  return (
    <section className="container-page grid min-h-[55vh] place-items-center py-20 text-center">
      <div className="max-w-lg">
        <p className="eyebrow">{ui.notFound.error404}</p>
        <h1 className="mt-3 text-3xl font-semibold tracking-tight text-brand-strong sm:text-4xl">{detail ? ui.notFound.productNotFound : ui.notFound.pageNotFound}</h1>
        <p className="mt-4 text-ink-muted">
          {detail && missing
            ? ui.notFound.notInCatalogue({ name: missing })
            : ui.notFound.pageMissing}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {parent && (
            <AppLink to={parent.path} className="btn bg-brand text-ink-inverse hover:bg-brand-strong">
              {ui.notFound.backTo({ page: parent.title })}
            </AppLink>
          )}
          <AppLink to={href('home')} className="btn border border-line text-brand hover:bg-brand-tint">
            {ui.notFound.goHome}
          </AppLink>
        </div>
      </div>
    </section>
  );
}
