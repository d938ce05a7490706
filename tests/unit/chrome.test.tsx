import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import site from 'virtual:content/site';
import { LoadingOverlay } from '../../src/components/layout/loading-overlay.tsx';
import { renderApp } from './render-app.tsx';

const businessLinks = ['API & Excipients', 'Agricultural Commodities', 'Edible & Essential Oils', 'Metals & Minerals', 'FMCG', 'EcoPalm Products'];

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('header', () => {
  it('is sticky exactly while the page is scrolled more than 100 px', async () => {
    const { container } = await renderApp('/about');
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
    await renderApp('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const button = within(nav).getByRole('button', { name: 'Our Business' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'FMCG' })).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(expect.arrayContaining(businessLinks));

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
    const { router } = await renderApp('/about');
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Our Business' }));
    await user.click(screen.getByRole('link', { name: 'FMCG' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/fmcg'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Our Business' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the Menu button and closes it on an outside click', async () => {
    const user = userEvent.setup();
    await renderApp('/about');
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
    await renderApp('/about');
    await user.tab();
    expect(document.activeElement).toHaveTextContent('Skip to content');
  });

  it('shows the top strip with e-mail and five social links on the home page only', async () => {
    const { unmount } = await renderApp('/');
    const mail = screen.getAllByRole('link', { name: site.contact.email })[0]!;
    expect(mail).toHaveAttribute('href', `mailto:${site.contact.email}`);
    for (const name of ['Twitter', 'Facebook', 'Instagram', 'YouTube', 'WhatsApp']) {
      expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByRole('link', { name: 'WhatsApp' })).toHaveLength(1);
    unmount();
    await renderApp('/about');
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
  });
});

describe('footer', () => {
  it('has the menu, the products column, contact links, the current year and five social links', async () => {
    await renderApp('/about');
    const footer = screen.getByRole('contentinfo');
    const menu = within(footer).getByRole('navigation', { name: 'Footer menu' });
    expect(within(menu).getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'About', 'Quality & Compliance', 'Credentials', 'Contact']);
    const products = within(footer).getByRole('navigation', { name: 'Products & Services' });
    expect(within(products).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Chemicals', 'Metals & Minerals', 'Spices & Herbs', 'Oils', 'Fruits & Vegetables', 'FMCG Products',
    ]);
    expect(within(footer).getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute('href', `tel:${site.contact.phone}`);
    expect(within(footer).getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(footer).toHaveTextContent(site.contact.address.city);
    for (const name of ['Twitter', 'Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('resolves links written without a leading slash to the same page', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/about');
    const products = screen.getByRole('navigation', { name: 'Products & Services' });
    const oils = within(products).getByRole('link', { name: 'Oils' });
    expect(oils.getAttribute('href')).toBe('/business/edible-essential-oils');
    await user.click(oils);
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/edible-essential-oils'));
  });
});

describe('banner', () => {
  it('titles inner pages with an h1 and a breadcrumb whose Home links to /', async () => {
    await renderApp('/business/agricultural-commodities/rice');
    expect(screen.getByRole('heading', { level: 1, name: 'Rice' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Agricultural Commodities' })).toBeInTheDocument();
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

  it('sends /business/spices-herbs to the spices page', async () => {
    const { router } = await renderApp('/business/spices-herbs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/agricultural-commodities/spices'));
  });

  it('titles each page "{title} | {company}" and home with the company name', async () => {
    const { unmount } = await renderApp('/about');
    await waitFor(() => expect(document.title).toBe(`About Us | ${site.company.name}`));
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
    expect(screen.getByRole('link', { name: /Back to APIs and Excipients/ })).toHaveAttribute('href', '/business/api-excipients');
  });
});
