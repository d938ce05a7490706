import { fireEvent, render, screen } from '@testing-library/react';
import { createHashRouter, createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink, AppNavLink } from '../../src/components/ui/app-link.tsx';
import { ContentLink } from '../../src/components/ui/content-link.tsx';
import { hashLinks } from '../../src/app/hash-links.ts';
import { RealHrefContext } from '../../src/routing/real-links.ts';

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

function Nav() {
  const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');
  return (
    <nav aria-label="Test">
      <AppNavLink to="/" end className={linkClass}>
        Home
      </AppNavLink>
      <AppNavLink to="/business" end className={linkClass}>
        Business exact
      </AppNavLink>
      <AppNavLink to="/business" className={linkClass}>
        Business section
      </AppNavLink>
      <AppNavLink to="/business-news" className={linkClass}>
        Business news
      </AppNavLink>
      <AppLink to={{ pathname: '/contact', search: '?product=Rice' }}>Enquire</AppLink>
      <AppLink to="/contact" onClick={(event) => event.preventDefault()}>
        Cancelled
      </AppLink>
      <Where />
    </nav>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: Nav }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('AppLink', () => {
  it('renders a real link with the address and navigates in the app on a plain click', async () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: 'Enquire' });
    expect(link).toHaveAttribute('href', '/contact?product=Rice');
    fireEvent.click(link);
    expect(await screen.findByText('At /contact?product=Rice')).toBeInTheDocument();
  });

  it('leaves modified clicks (new tab, new window) to the browser', () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: 'Enquire' });
    // Records whether the app cancelled the click, then stops jsdom from trying to open a document.
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { shiftKey: true });
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true]);
    expect(screen.getByText('At /')).toBeInTheDocument();
  });

  it('does not navigate when its own onClick cancels the click', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'Cancelled' }));
    expect(screen.getByText('At /')).toBeInTheDocument();
  });
});

describe('AppNavLink', () => {
  it('marks the current page, and a section on the pages below it unless `end` is set', () => {
    renderAt('/business/fmcg');
    expect(screen.getByRole('link', { name: 'Business section' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Business section' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Business exact' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Business exact' })).toHaveClass('off');
    // A shared prefix is not a parent: /business-news is not below /business.
    expect(screen.getByRole('link', { name: 'Business news' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('follows navigation', async () => {
    renderAt('/business');
    expect(screen.getByRole('link', { name: 'Business exact' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByText('At /');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Business exact' })).not.toHaveAttribute('aria-current');
  });
});

// Links of every kind a page has: with a query and fragment, a navigation link, content links to a
// page and to a section of this one, a relative link, home.
const SampleLinks = () => (
  <>
    <AppLink to={{ pathname: '/contact', search: '?product=Rice', hash: '#form' }}>Enquire</AppLink>
    <AppNavLink to="/business/FruitsAndVeg" className={() => 'x'}>
      Fruits
    </AppNavLink>
    <ContentLink to="business/fmcg">FMCG</ContentLink>
    <ContentLink to="#grades">Grades</ContentLink>
    <AppLink to="../api-excipients">Relative</AppLink>
    <AppLink to="/">Home</AppLink>
  </>
);

describe('links in the static pages', () => {
  it('go to the real address the build maps each target to, while the app itself keeps hash links', () => {
    const real = ({ pathname, search }: { pathname: string; search: string }) => `../${pathname === '/' ? '' : `${pathname.slice(1).toLowerCase()}/`}${search}`;
    const router = createMemoryRouter(
      [
        {
          path: '*',
          Component: () => (
            <RealHrefContext value={real}>
              <SampleLinks />
            </RealHrefContext>
          ),
        },
      ],
      { initialEntries: ['/about'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Enquire' })).toHaveAttribute('href', '../contact/?product=Rice');
    expect(screen.getByRole('link', { name: 'Fruits' })).toHaveAttribute('href', '../business/fruitsandveg/');
    expect(screen.getByRole('link', { name: 'FMCG' })).toHaveAttribute('href', '../business/fmcg/');
    expect(screen.getByRole('link', { name: 'Grades' })).toHaveAttribute('href', '#grades');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '../');
  });
});

describe('adopting a static page', () => {
  const hrefs = (root: ParentNode) => [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);

  it('gives each link the hash address the app renders for it, and only then is the markup what the app renders', () => {
    const real = ({ pathname }: { pathname: string }) => `/real${pathname.toLowerCase()}/`;
    const built = render(
      <RouterProvider
        router={createMemoryRouter([{ path: '*', Component: () => <RealHrefContext value={real}><SampleLinks /></RealHrefContext> }], { initialEntries: ['/business/fmcg'] })}
      />,
    );
    const staticPage = built.container.cloneNode(true) as HTMLElement;
    built.unmount();
    expect(hrefs(staticPage).filter(([, href]) => href?.startsWith('#/'))).toEqual([]);

    window.location.hash = '#/business/fmcg';
    const app = render(<RouterProvider router={createHashRouter([{ path: '*', Component: SampleLinks }])} />);
    const rendered = hrefs(app.container);
    app.unmount();
    // (The relative link resolves as react-router resolves it; what matters is that both agree.)
    expect(rendered.map(([, href]) => href)).toEqual(['#/contact?product=Rice#form', '#/business/FruitsAndVeg', '#/business/fmcg', '#grades', expect.stringMatching(/^#\/\w/), '#/']);

    hashLinks(staticPage);
    expect(hrefs(staticPage)).toEqual(rendered);
    expect(staticPage.querySelector('[data-app-href]')).toBeNull();
  });

  it('leaves links the build did not mark alone', () => {
    const root = document.createElement('div');
    root.innerHTML = '<a href="https://example.com/">Out</a><a href="#grades">Grades</a><a href="/real/" data-app-href="#/x">In</a>';
    hashLinks(root);
    expect(hrefs(root)).toEqual([
      ['Out', 'https://example.com/'],
      ['Grades', '#grades'],
      ['In', '#/x'],
    ]);
  });
});
