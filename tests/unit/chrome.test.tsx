import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import site from 'virtual:content/site';
import { LoadingOverlay } from '../../src/components/layout/loading-overlay.tsx';
import { networkLabel } from '../../src/content/social.ts';
import { redirects } from '../../src/routing/routes.ts';
import { siteManifest } from '../../src/routing/site-manifest.ts';

const pageRoutes = siteManifest.flatMap((r) => (r.kind === 'page' ? [r] : []));
import { renderApp } from './render-app.tsx';

// What the header and footer show comes from site.json of the content the tests run on.
const dropdown = site.nav.find((item) => item.children)!;
const [firstChild] = dropdown.children!;
// An inner page every valid content has (the code links to it).
const inner = '/business';
const innerTitle = pageRoutes.find((p) => p.path === inner)!.title;
const labels = (networks: readonly (keyof typeof networkLabel)[]) => networks.map((n) => networkLabel[n]);

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('header', () => {
  it('is sticky exactly while the page is scrolled more than 100 px', async () => {
    const { container } = await renderApp(inner);
    const header = container.querySelector('header')!;
    expect(header).toHaveAttribute('data-sticky', 'false');
    act(() => scrollTo(100));
    expect(header).toHaveAttribute('data-sticky', 'false');
    act(() => scrollTo(101));
    await waitFor(() => expect(header).toHaveAttribute('data-sticky', 'true'));
    act(() => scrollTo(40));
    expect(header).toHaveAttribute('data-sticky', 'false');
  });

  it('opens the Our Business dropdown on click and closes it on a second click, an outside click and Escape', async () => {
    const user = userEvent.setup();
    await renderApp(inner);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const button = within(nav).getByRole('button', { name: dropdown.label });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: firstChild!.label })).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(expect.arrayContaining(dropdown.children!.map((c) => c.label)));

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(screen.getByRole('contentinfo'));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu and the dropdown when a link is chosen, and navigates', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(inner);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: dropdown.label }));
    await user.click(screen.getByRole('link', { name: firstChild!.label }));
    await waitFor(() => expect(router.state.location.pathname).toBe(firstChild!.to));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: dropdown.label })).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the Menu button and closes it on an outside click', async () => {
    const user = userEvent.setup();
    await renderApp(inner);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a skip link as the first focusable element', async () => {
    const user = userEvent.setup();
    await renderApp(inner);
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Skip to content');
  });

  it('shows the top strip with e-mail and its social links on the home page only', async () => {
    const { unmount } = await renderApp('/');
    // The strip's code, like the footer's, comes just after the first render.
    const mail = (await screen.findAllByRole('link', { name: site.contact.email }))[0]!;
    expect(mail).toHaveAttribute('href', `mailto:${site.contact.email}`);
    await waitFor(() => expect(screen.getAllByRole('list', { name: 'Social media' })).toHaveLength(2));
    const [strip, footerList] = screen.getAllByRole('list', { name: 'Social media' });
    expect(within(strip!).getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual(labels(site.topStrip.networks));
    expect(screen.getByRole('contentinfo')).toContainElement(footerList!);
    expect(screen.getByRole('contentinfo')).not.toContainElement(strip!);
    unmount();
    await renderApp(inner);
    expect(screen.getAllByRole('list', { name: 'Social media' })).toHaveLength(1);
  });
});

describe('footer', () => {
  it('has the menu, the products column, contact links, the current year and its social links', async () => {
    await renderApp(inner);
    const footer = screen.getByRole('contentinfo');
    const menu = within(footer).getByRole('navigation', { name: 'Footer menu' });
    expect(within(menu).getAllByRole('link').map((l) => l.textContent)).toEqual(site.footer.menu.map((l) => l.label));
    const products = within(footer).getByRole('navigation', { name: site.footer.productsHeading });
    expect(within(products).getAllByRole('link').map((l) => l.textContent)).toEqual(site.footer.products.map((l) => l.label));
    expect(within(footer).getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute('href', `tel:${site.contact.phone}`);
    expect(within(footer).getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(footer).toHaveTextContent(site.contact.address.city);
    const socials = within(footer).getByRole('list', { name: 'Social media' });
    expect(within(socials).getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual(labels(site.footer.networks));
    for (const link of within(socials).getAllByRole('link')) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('resolves links written without a leading slash to the same page', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(inner);
    const written = [...site.footer.products, ...site.footer.menu].find((l) => !l.to.startsWith('/'));
    expect(written, 'the test content has a footer link written without a leading slash').toBeDefined();
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: written!.label });
    expect(link.getAttribute('href')).toBe(`/${written!.to}`);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${written!.to}`));
  });
});

describe('banner', () => {
  it('titles inner pages with an h1 and a breadcrumb whose Home links to /', async () => {
    // The deepest page with a parent page above it.
    const page = pageRoutes.filter((p): p is (typeof pageRoutes)[number] & { parent: string } => !!p.parent).sort((a, b) => b.path.split('/').length - a.path.split('/').length)[0]!;
    const parent = pageRoutes.find((p) => p.path === page.parent)!;
    await renderApp(page.path);
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: parent.title })).toHaveAttribute('href', parent.path);
  });
});

describe('loading overlay', () => {
  it('is a status named Loading and locks page scrolling while shown', () => {
    const { unmount } = render(<LoadingOverlay />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('with a delay, neither draws, covers nor locks anything until the delay has passed', () => {
    vi.useFakeTimers();
    try {
      const { unmount } = render(<LoadingOverlay delayMs={300} />);
      expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
      expect(document.body.style.overflow).toBe('');
      act(() => {
        vi.advanceTimersByTime(299);
      });
      expect(screen.queryByRole('status')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
      expect(document.body.style.overflow).toBe('hidden');
      unmount();
      expect(document.body.style.overflow).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('routing', () => {
  it('replaces unknown addresses with the home page', async () => {
    const { router } = await renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(redirects)('sends $path to its page', async ({ path, to }) => {
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('titles each page "{title} | {company}" and home with the company name', async () => {
    const { unmount } = await renderApp(inner);
    await waitFor(() => expect(document.title).toBe(`${innerTitle} | ${site.company.name}`));
    unmount();
    await renderApp('/');
    await waitFor(() => expect(document.title).toBe(`${site.company.name} | ${site.company.tagline}`));
  });

  it('shows the not-found screen at /not-found and for an unknown catalogue entry', async () => {
    const { unmount } = await renderApp('/not-found');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
    unmount();
    await renderApp('/business/api-excipients/No%20Such%20Product');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    const list = pageRoutes.find((p) => p.path === '/business/api-excipients')!;
    expect(screen.getByRole('link', { name: `Back to ${list.title}` })).toHaveAttribute('href', list.path);
  });
});
