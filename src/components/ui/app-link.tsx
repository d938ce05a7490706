import { useSyncExternalStore, type AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';
import { useRealHref } from '../../routing/real-links.ts';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To };

/**
 * Every in-app link: react-router's own `useHref` and `useLinkClickHandler`, which is all its
 * `<Link>` does in a single-page app (modified clicks and other targets are left to the browser).
 * Its `<Link>` and `<NavLink>` also bring framework-mode prefetching and view-transition code
 * that this hash-routed site never runs: about 2.5 KB of gzip on every first load.
 * In the build's static pages the link goes to the target's real address instead (real-links.ts).
 */
const subscribeToNothing = () => () => {};

/**
 * True while React adopts a static page's markup (hydration), then false: React renders the
 * server snapshot during hydration and re-renders with the client's at once. Adopting, React
 * leaves each attribute as the markup wrote it (a real address) and writes one only when the value
 * it renders changes; so a link renders a placeholder while adopted and then its hash address,
 * which React writes. Footer links, adopted later with their lazy code, go the same way.
 */
function useAdopting(): boolean {
  return !useSyncExternalStore(
    subscribeToNothing,
    () => true,
    // In the build's own render (no window) nothing is being adopted.
    () => typeof window === 'undefined',
  );
}

export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const hashHref = useHref(to);
  const resolved = useResolvedPath(to);
  const realHref = useRealHref();
  const adopting = useAdopting();
  const href = realHref ? realHref(resolved) : adopting ? '' : hashHref;
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target: rest.target });
  return (
    <a
      {...rest}
      href={href}
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
