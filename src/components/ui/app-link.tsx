import { use, useContext, type AnchorHTMLAttributes } from 'react';
import { createPath, useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';
import { RealHrefContext } from '../../routing/real-links.ts';
import { localizedTo } from '../../routing/addresses.ts';
import { useLocale } from '../i18n/locale-context.tsx';
import type { Locale } from '../../content/locales.ts';
import { englishTarget, isLocaleEntry, isLocalePage } from '../../routing/locale-links.ts';
import { localeTable, localeTableLater } from '../../routing/locale-tables.ts';
import { pageByPath } from '../../routing/site-manifest.ts';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** History state the target reads (react-router's `location.state`); not in the address. */
  state?: unknown;
  /** The language the link leads to, for a link out of the page's own (the language switcher); by default the page's. */
  locale?: Locale;
};

/**
 * Every in-app link: react-router's own `useHref` and `useLinkClickHandler`, which is all its
 * `<Link>` does in a single-page app (modified clicks and other targets are left to the browser).
 * Its `<Link>` and `<NavLink>` also bring framework-mode prefetching and view-transition code
 * that this hash-routed site never runs: about 2.5 KB of gzip on every first load.
 * In the build's static pages the link goes to the target's real address instead (real-links.ts),
 * and carries the hash address the app will give it in `data-app-href` (unless the real address
 * says it: RealLink.plain): when the app adopts the
 * page, it writes those in before hydrating (hash-links.ts), since React leaves an adopted
 * attribute as the markup wrote it. (Rendering a placeholder during hydration and the hash address
 * after it, as this did before, made React render every link on the page a second time, in one
 * synchronous pass, right after adopting it.)
 */
export function AppLink({ to: given, locale, state, onClick, ...rest }: AppLinkProps) {
  // On a page in another language, links stay in it; a target not translated into it is linked at
  // its English address, marked as English (contract: "Languages, second pass").
  const pageLocale = useLocale();
  // The language's table is loaded before any of its pages renders (locale-discovery.ts), so `use` does not suspend.
  const other = locale === undefined && pageLocale !== 'en' ? pageLocale : null;
  const table = other && use(localeTable(other));
  const path = table ? englishTarget(given) : null;
  // Its translated entries are in the rest of the table (LocaleTableLater.entries), which every
  // page's loader awaits but its home's first render does not (no link there goes to an entry):
  // read only for a link that is not to a translated page or a screen.
  // An English page not in the table is untranslated without asking the rest, so a link to one on
  // the home's first render (an editor's new page) never waits for it.
  const english = other !== null && table !== null && path !== null && !isLocalePage(path, table) && (pageByPath(path) !== undefined || !isLocaleEntry(path, use(localeTableLater(other))));
  const to = english ? given : localizedTo(given, locale ?? pageLocale);
  const hashHref = useHref(to);
  const resolved = useResolvedPath(to);
  const realHref = useContext(RealHrefContext);
  const real = realHref?.(resolved);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target: rest.target, state });
  return (
    <a
      {...rest}
      hrefLang={english ? 'en' : rest.hrefLang}
      href={real ? real.href : hashHref}
      // What the hash router's useHref gives in the browser (the build's router is not a hash
      // router), where the real address does not already say it (RealLink.plain).
      data-app-href={real && !real.plain ? `#${createPath(resolved)}` : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

type AppNavLinkProps = Omit<AppLinkProps, 'className'> & {
  className: (state: { isActive: boolean }) => string;
  /** Active only on the exact path, not on the pages below it. */
  end?: boolean;
};

/** A navigation link that marks the current page with `aria-current="page"` (as react-router's NavLink does). */
export function AppNavLink({ to, end = false, className, ...rest }: AppNavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname;
  const isActive = pathname === target || (!end && target !== '/' && pathname.startsWith(`${target.replace(/\/$/, '')}/`));
  return <AppLink {...rest} to={to} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} />;
}
