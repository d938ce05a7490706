import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { adopting, navigationContext } from '../../src/app/adopting.ts';
import type { RootData } from '../../src/app/build-routes.tsx';
import { createAppRouter, whenReady } from '../../src/app/router.tsx';
import { prepareSections, type PreparedSection } from '../../src/sections/registry.ts';
import type { SectionContent } from '../../src/sections/section-types.ts';
import type { PageData } from '../../src/templates/business-page.tsx';

/** Draws prepared sections the way BusinessPage does: each in a Suspense boundary of its own. */
function Sections({ prepared }: { prepared: PreparedSection[] }) {
  return prepared.map(({ Component, section, data }, index) => (
    <Suspense key={index} fallback={null}>
      <Component section={section} data={data} />
    </Suspense>
  ));
}

const isStandIn = (s: PreparedSection) => (s.Component as unknown as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy');
const request = (path: string) => new Request(new URL(path, 'http://localhost'));

// A page of the fixture with sections below its first.
const page = loadContent().content!.pages.find((p) => p.data.sections.length > 1 && p.path !== '/')!;

describe('adopting a static page, as data', () => {
  it("is the first navigation's, to the static page's own route, without a query", () => {
    const first = navigationContext(page.path);
    expect(adopting({ context: first, request: request(page.path) })).toBe(true);
    expect(adopting({ context: first, request: request(page.path.toUpperCase()) })).toBe(true);
    expect(adopting({ context: first, request: request(`${page.path}?product=x`) })).toBe(false);
    expect(adopting({ context: first, request: request('/not-found') })).toBe(false);
    // Any later navigation, and the build's static render, have no static page.
    expect(adopting({ context: navigationContext(null), request: request(page.path) })).toBe(false);
    expect(adopting({ context: undefined, request: request(page.path) })).toBe(false);
  });

  it('the router adopts on its first route only: the page waits for its first section\'s code, and later visits for all', async () => {
    window.history.replaceState(null, '', `/#${page.path}`);
    const router = createAppRouter(page.path);
    try {
      await whenReady(router);
      expect(router.state.loaderData.root as RootData).toEqual({ adopting: true });
      const adopted = (router.state.loaderData[page.id] as PageData).sections;
      expect(adopted.map(isStandIn)).toEqual(adopted.map((_, i) => i > 0));
      await router.navigate('/contact');
      await router.navigate(page.path);
      expect((router.state.loaderData[page.id] as PageData).sections.some(isStandIn)).toBe(false);
    } finally {
      router.dispose();
    }
  });

  it('a first route with a query, or with no static page on show, is drawn afresh', async () => {
    for (const [hash, staticPage] of [[`${page.path}?product=x`, page.path], [page.path, null]] as const) {
      window.history.replaceState(null, '', `/#${hash}`);
      const router = createAppRouter(staticPage);
      try {
        await whenReady(router);
        expect(router.state.loaderData.root as RootData, hash).toEqual({ adopting: false });
        expect((router.state.loaderData[page.id] as PageData).sections.some(isStandIn), hash).toBe(false);
      } finally {
        router.dispose();
      }
    }
  });

  it('draws the sections below the first once their code arrives, each in its own boundary', async () => {
    const sections = [
      { type: 'notice', text: 'First notice' },
      { type: 'notice', text: 'Second notice' },
      { type: 'notice', text: 'Third notice' },
    ] as SectionContent[];
    render(<Sections prepared={await prepareSections(sections, 1)} />);
    expect(screen.getByText('First notice')).toBeInTheDocument();
    expect(screen.queryByText('Second notice')).not.toBeInTheDocument();
    expect(await screen.findByText('Second notice')).toBeInTheDocument();
    expect(screen.getByText('Third notice')).toBeInTheDocument();
  });

  it('on a navigation, draws every section in the first render', async () => {
    const sections = [{ type: 'notice', text: 'One' }, { type: 'notice', text: 'Two' }] as SectionContent[];
    render(<Sections prepared={await prepareSections(sections)} />);
    expect(screen.getByText('One')).toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
  });
});
