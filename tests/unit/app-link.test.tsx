import { fireEvent, render, screen } from '@testing-library/react';
import { createHashRouter, createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink, AppNavLink } from '../../src/components/ui/app-link.tsx';
import { ContentLink } from '../../src/components/ui/content-link.tsx';
import { hashLinks } from '../../src/app/hash-links.ts';
import { plainHash, RealHrefContext } from '../../src/routing/real-links.ts';

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
    const real = ({ pathname, search }: { pathname: string; search: string }) => ({ href: `../${pathname === '/' ? '' : `${pathname.slice(1).toLowerCase()}/`}${search}`, plain: false });
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
    // As the build maps them (render-site.ts realHrefFor), from a page at the site's root: a plain
    // real address (`/business/fmcg/` for `#/business/fmcg`) carries no data-app-href.
    const real = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) => {
      const realPath = pathname === '/' ? '/' : `${pathname.toLowerCase()}/`;
      return { href: `.${realPath}${search}${hash}`, plain: plainHash(realPath, search, hash) === `#${pathname}${search}${hash}` };
    };
    const built = render(
      <RouterProvider
        router={createMemoryRouter([{ path: '*', Component: () => <RealHrefContext value={real}><SampleLinks /></RealHrefContext> }], { initialEntries: ['/business/fmcg'] })}
      />,
    );
    const staticPage = built.container.cloneNode(true) as HTMLElement;
    built.unmount();
    expect(hrefs(staticPage).filter(([, href]) => href?.startsWith('#/'))).toEqual([]);
    // Only the links whose real address does not say their hash address spell it out.
    expect([...staticPage.querySelectorAll('[data-app-href]')].map((a) => a.textContent)).toEqual(['Fruits']);

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

  it('leaves links out of the site, to a file, to a new window or within the page alone', () => {
    const root = document.createElement('div');
    root.innerHTML = [
      '<a href="https://example.com/">Out</a><a href="mailto:a@b.c">Mail</a><a href="#grades">Grades</a><a href="./real/" data-app-href="#/x">In</a>',
      '<a href="./assets/spec.pdf">PDF</a><a href="./about/" target="_blank">New window</a><a href="./about/?a=1#b">Plain</a>',
    ].join('');
    hashLinks(root);
    expect(hrefs(root)).toEqual([
      ['Out', 'https://example.com/'],
      ['Mail', 'mailto:a@b.c'],
      ['Grades', '#grades'],
      ['In', '#/x'],
      ['PDF', './assets/spec.pdf'],
      ['New window', './about/'],
      ['Plain', '#/about?a=1#b'],
    ]);
  });

  it('reads a plain address relative to the site\'s root, from a page as deep as its data-real-path says', () => {
    const root = document.createElement('div');
    root.innerHTML = '<a href="../../">Home</a><a href="../../business/fmcg/">FMCG</a><a href="../../../elsewhere/">Outside</a>';
    document.documentElement.dataset.realPath = '/business/fmcg/';
    try {
      hashLinks(root, { href: 'https://example.org/repo/business/fmcg/' });
    } finally {
      delete document.documentElement.dataset.realPath;
    }
    expect(hrefs(root)).toEqual([
      ['Home', '#/'],
      ['FMCG', '#/business/fmcg'],
      ['Outside', '../../../elsewhere/'],
    ]);
  });

  it('reads them off the absolute URLs the take-over wrote, once the address is the site\'s root', () => {
    const root = document.createElement('div');
    root.innerHTML = '<a href="https://example.org/repo/">Home</a><a href="https://example.org/repo/business/fmcg/?a=1">FMCG</a><a href="https://example.org/elsewhere/">Outside</a><a href="https://other.example/repo/x/">Other site</a>';
    document.documentElement.dataset.realPath = '/business/fmcg/';
    try {
      hashLinks(root, { href: 'https://example.org/repo/#/business/fmcg' });
    } finally {
      delete document.documentElement.dataset.realPath;
    }
    expect(hrefs(root)).toEqual([
      ['Home', '#/'],
      ['FMCG', '#/business/fmcg?a=1'],
      ['Outside', 'https://example.org/elsewhere/'],
      ['Other site', 'https://other.example/repo/x/'],
    ]);
  });
});
