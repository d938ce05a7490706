import chevronDownIcon from 'virtual:icon/chevron-down';
import menuIcon from 'virtual:icon/menu';
import xIcon from 'virtual:icon/x';
import { lazy, startTransition, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AppLink, AppNavLink } from '../ui/app-link.tsx';
import enCompany from 'virtual:content/site/company';
import enNav from 'virtual:content/site/nav';
import { contentPath } from '../../routing/addresses.ts';
import { href } from '../../routing/href.ts';
import { Picture } from '../ui/picture.tsx';
import { Icon } from '../ui/icon.tsx';
import { useUi } from '../i18n/use-ui.ts';
import { header as enHeader } from 'virtual:ui/en/header';
import { layout as enLayout } from 'virtual:ui/en/layout';
import { useFirstSite } from '../i18n/use-site.ts';
import { TopStripLazy } from './top-strip-lazy.ts';

export const STICKY_THRESHOLD = 100;

// The language switcher is a <details> disclosure that works before any script (the static page
// has it whole): its code comes just after the app's first render, outside the first load, and
// React keeps the static markup meanwhile. Drawn by the app alone (a hash deep link), a box of its
// size holds its place.
const LanguageSwitcher = lazy(() => import('./language-switcher.tsx').then((m) => ({ default: m.LanguageSwitcher })));

const onScroll = (notify: () => void) => {
  window.addEventListener('scroll', notify, { passive: true });
  return () => window.removeEventListener('scroll', notify);
};

/**
 * Whether the page is scrolled past `threshold`. The static page (and the app adopting it) starts
 * unscrolled: the server snapshot is false, and React re-renders at once if the visitor has
 * already scrolled, so the adopted markup never disagrees with the app's first render.
 */
function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    onScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  // nav-link: app.css.
  `nav-link ${isActive ? 'text-brand' : 'text-ink'}`;

interface HeaderProps {
  /** Buttons or links the app adds to the bar (search, enquiry list); the layout layer cannot import features. */
  actions?: ReactNode;
}

// nav-toggle, site-nav, nav-dropdown, summary-plain: app.css.
const toggleClass = 'nav-toggle';
const menuButtonLook = 'btn shrink-0 border border-line px-2.5 text-brand min-[380px]:px-3.5 sm:px-5';
const menuPlace = 'ms-auto shrink-0 lg:hidden';

/**
 * Without script the menu and "Our Business" must still open: the static page draws each toggle as
 * a <details> whose <summary> looks like the button, and CSS shows what follows an open one
 * (app.css). Once the app runs (a layout effect, before the first paint of its own render), the
 * buttons the contract names take their place, open if the visitor had opened them already.
 */
function NoScriptToggle({ toggle, label, className = '', look }: { toggle: string; label: ReactNode; className?: string; look: string }) {
  return (
    <details data-toggle={toggle} className={`group/toggle ${className}`}>
      <summary className={`summary-plain ${look}`}>{label}</summary>
    </details>
  );
}

export function Header({ actions }: HeaderProps = {}) {
  const { header: words, layout } = useUi({ header: enHeader, layout: enLayout });
  // The same elements on every render: the header re-renders as the app takes the page over (its
  // toggles become buttons), and a boundary still waiting for its code that received new elements
  // would drop the static markup for its fallback (a layout shift); the same ones leave it be.
  // The strip above home's header (e-mail, social networks): the static page has it whole, so its code
  // and the networks' drawings come just after the first render, as the footer's do, and React keeps
  // the static markup meanwhile. Drawn by the app alone (a hash deep link), a bar of its height holds its place.
  const topStrip = useMemo(
    () => (
      <Suspense fallback={<div aria-hidden="true" className="h-10 bg-brand-strong" />}>
        <TopStripLazy />
      </Suspense>
    ),
    [],
  );
  const switcher = useMemo(
    () => (
      <Suspense fallback={<span aria-hidden="true" className="btn w-16 shrink-0 px-2" />}>
        <LanguageSwitcher />
      </Suspense>
    ),
    [],
  );
  const { company, nav } = useFirstSite({ company: enCompany, nav: enNav });
  const sticky = useScrolledPast(STICKY_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<number | null>(null);
  const [scripted, setScripted] = useState(false);
  const headerRef = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const header = headerRef.current;
    const open = (toggle: string) => header?.querySelector<HTMLDetailsElement>(`details[data-toggle="${toggle}"]`)?.open ?? false;
    const follow = () => {
      setMenuOpen(open('menu'));
      const dropdown = nav.findIndex((_, index) => open(`dropdown-${index}`));
      setOpenDropdown(dropdown >= 0 ? dropdown : null);
    };
    // Once per language (its nav): what the static page had open when the app took it over. Each
    // setter leaves the header be when its value does not change (nothing was opened: the usual case).
    follow();
    // Drawn by the app (a hash deep link): the buttons at once, before this render paints.
    if (!header?.closest('#prerendered')) {
      setScripted(true);
      return;
    }
    // Adopted from the static page: the toggles become buttons in a transition of their own, not
    // in the take-over's commit, where a render of the whole header, synchronous, was the
    // take-over's longest task (~19 ms of CPU on this machine, 4x that on Lighthouse's phone).
    // Meanwhile the <details> still work, and what the visitor opens or closes with them is
    // followed (`toggle` does not bubble: captured).
    const onToggle = (event: Event) => {
      if (event.target instanceof HTMLDetailsElement && event.target.dataset.toggle) follow();
    };
    header.addEventListener('toggle', onToggle, true);
    startTransition(() => setScripted(true));
    return () => header.removeEventListener('toggle', onToggle, true);
  }, [nav]);
  const { pathname } = useLocation();
  const menuId = useId();
  const isHome = pathname === '/';

  const closeAll = () => {
    setMenuOpen(false);
    setOpenDropdown(null);
  };

  useEffect(() => {
    if (!menuOpen && openDropdown === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeAll();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAll();
    };
    const listening = new AbortController();
    document.addEventListener('pointerdown', onPointerDown, { signal: listening.signal });
    document.addEventListener('keydown', onKeyDown, { signal: listening.signal });
    return () => listening.abort();
  }, [menuOpen, openDropdown]);

  return (
    <>
      {isHome && topStrip}
      <header
        ref={headerRef}
        data-sticky={sticky ? 'true' : 'false'}
        className={`sticky top-0 z-40 border-b bg-surface/95 backdrop-blur transition-shadow ${
          sticky ? 'border-line shadow-raised' : 'border-transparent'
        }`}
      >
        <div className="container-page flex h-[var(--header-height)] items-center justify-between gap-1.5 min-[380px]:gap-3 sm:gap-4">
          <AppLink to={href('home')} className="flex min-w-0 shrink items-center" onClick={closeAll}>
            {/* On a phone the wordmark squeezed beside the buttons was ~7 px high: the logo's first square (its mark) shows there, the name stays its alt text. */}
            <Picture image={{ ...company.logo, alt: layout.logoHome({ company: company.name }) }} className="logo-mark h-9 sm:h-10" eager />
          </AppLink>
          {scripted ? (
            <button type="button" className={`${menuButtonLook} ${menuPlace}`} aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((open) => !open)}>
              {menuOpen ? <Icon node={xIcon} className="size-5" /> : <Icon node={menuIcon} className="size-5" />}
              {/* On the narrowest phones the word gives way to the logo; it stays the button's name. */}
              <span className="max-[359px]:sr-only">{words.menu}</span>
            </button>
          ) : (
            <NoScriptToggle
              toggle="menu"
              className={menuPlace}
              look={menuButtonLook}
              label={
                <>
                  <Icon node={menuIcon} className="size-5" />
                  <span className="max-[359px]:sr-only">{words.menu}</span>
                </>
              }
            />
          )}
          <nav
            aria-label={words.mainNav}
            id={menuId}
            className={`${menuOpen ? 'block' : 'hidden'} site-nav lg:block`}
          >
            <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
              {nav.map((item, index) =>
                item.children ? (
                  <li key={item.label} className="relative">
                    {scripted ? (
                      <button
                        type="button"
                        aria-expanded={openDropdown === index}
                        aria-controls={`${menuId}-sub-${index}`}
                        onClick={() => setOpenDropdown((open) => (open === index ? null : index))}
                        className={toggleClass}
                      >
                        {item.label}
                        <Icon node={chevronDownIcon} className={`size-4 transition-transform ${openDropdown === index ? 'rotate-180' : ''}`} />
                      </button>
                    ) : (
                      <NoScriptToggle
                        toggle={`dropdown-${index}`}
                        look={toggleClass}
                        label={
                          <>
                            {item.label}
                            <Icon node={chevronDownIcon} className="size-4 transition-transform group-open/toggle:rotate-180" />
                          </>
                        }
                      />
                    )}
                    <ul
                      id={`${menuId}-sub-${index}`}
                      hidden={openDropdown !== index}
                      className="nav-dropdown"
                    >
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <AppNavLink to={contentPath(child.to)} className={linkClass} onClick={closeAll}>
                            {child.label}
                          </AppNavLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={item.label}>
                    <AppNavLink to={contentPath(item.to ?? '/')} className={linkClass} onClick={closeAll} end>
                      {item.label}
                    </AppNavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          {switcher}
          {actions && <div className="flex shrink-0 items-center gap-0.5 sm:gap-2">{actions}</div>}
        </div>
      </header>
    </>
  );
}
