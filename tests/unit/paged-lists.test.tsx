import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Reveal } from '../../src/components/ui/reveal.tsx';
import { pendingReveals } from '../../src/components/ui/reveal-engine.ts';
import { CATALOGUE_PAGE_SIZE, CatalogueListSection } from '../../src/sections/catalogue-list/catalogue-list-section.tsx';
import { filterCards, type CatalogueCard } from '../../src/sections/catalogue-list/data.ts';
import { haystackOf } from '../../src/sections/catalogue-list/search.ts';
import { CARDS_PAGE_SIZE, CardsSection } from '../../src/sections/cards/cards-section.tsx';
import { FILTER_GRID_PAGE_SIZE, FilterGridSection } from '../../src/sections/filter-grid/filter-grid-section.tsx';
import { view as ecopalmCategory } from '../../src/catalogue/ecopalm-category/view.tsx';
import type { DetailData } from '../../src/catalogue/kind-view.ts';
import type { SectionContentOf } from '../../src/sections/section-types.ts';

const pic = (alt: string) => ({ src: `/${alt}.svg`, width: 640, height: 420, alt });

/** `n` API-product cards as the list's loader makes them, named "Product 0001" to "Product n". */
function apiCards(n: number): CatalogueCard[] {
  return Array.from({ length: n }, (_, i) => {
    const title = `Product ${String(i + 1).padStart(4, '0')}`;
    const cas = `${1000 + i}-00-${i % 10}`;
    const text = { title, subtitle: `Chemical ${i + 1}`, code: `CAS ${cas}`, badge: 'API', search: [title, `Chemical ${i + 1}`, cas] };
    return {
      item: { slug: title.toLowerCase().replace(' ', '-'), key: title.toLowerCase(), parent: null, title, description: '', summary: {} as never, hashPath: `/business/api-excipients/${encodeURIComponent(title)}` },
      to: `/business/api-excipients/${encodeURIComponent(title)}`,
      text,
      haystack: haystackOf(text.search),
    };
  });
}

const listSection: SectionContentOf<'catalogue-list'> = {
  type: 'catalogue-list',
  id: 'products',
  heading: 'Our Products',
  collection: 'api-products',
  searchLabel: 'Search products',
  searchHint: 'By name or CAS number',
  emptyText: 'No product matches your search.',
};

function renderList(n: number) {
  const cards = apiCards(n);
  render(
    <MemoryRouter>
      <CatalogueListSection section={listSection} data={{ cards }} />
    </MemoryRouter>,
  );
  const region = screen.getByRole('region', { name: 'Our Products' });
  return { cards, region, links: () => within(region).queryAllByRole('link') };
}

describe('catalogue list at scale', () => {
  it('draws the first page, with a count of everything', () => {
    const { region, links } = renderList(300);
    expect(links()).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(within(region).getAllByText(`Showing ${CATALOGUE_PAGE_SIZE} of 300 products`)).not.toHaveLength(0);
    expect(links()[0]).toHaveAttribute('href', '/business/api-excipients/Product%200001');
  });

  it('shows a catalogue that fits one page whole, without a Show more button', () => {
    const { region, links } = renderList(30);
    expect(links()).toHaveLength(30);
    expect(within(region).getByText('30 products')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('adds a page at a time, moves focus to the first new card, and reaches the last product', async () => {
    const user = userEvent.setup();
    const { region, links } = renderList(130);
    await user.click(within(region).getByRole('button', { name: 'Show more' }));
    expect(links()).toHaveLength(2 * CATALOGUE_PAGE_SIZE);
    expect(document.activeElement).toBe(links()[CATALOGUE_PAGE_SIZE]);
    expect(within(region).getAllByText(`Showing ${2 * CATALOGUE_PAGE_SIZE} of 130 products`)).not.toHaveLength(0);
    await user.click(within(region).getByRole('button', { name: 'Show more' }));
    expect(links()).toHaveLength(130);
    expect(document.activeElement).toBe(links()[2 * CATALOGUE_PAGE_SIZE]);
    expect(links().at(-1)).toHaveAccessibleName(/^Product 0130/);
    expect(within(region).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(within(region).getByText('130 products')).toBeInTheDocument();
  });

  it('finds a product that is not drawn yet, by name or by CAS number without hyphens', async () => {
    const user = userEvent.setup();
    const { region, links } = renderList(300);
    expect(within(region).queryByRole('link', { name: /Product 0299/ })).not.toBeInTheDocument();
    const search = within(region).getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'product 0299');
    expect(await within(region).findByRole('link', { name: /^Product 0299/ })).toBeInTheDocument();
    expect(links()).toHaveLength(1);
    expect(within(region).getByText('1 of 300 products matches')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '12980');
    expect(await within(region).findByRole('link', { name: /^Product 0299/ })).toBeInTheDocument();
  });

  it('pages the matches too, and starts again at the first page when the query changes', async () => {
    const user = userEvent.setup();
    const { cards, region, links } = renderList(300);
    const search = within(region).getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'chemical');
    expect(await within(region).findByText(`300 of 300 products match, showing ${CATALOGUE_PAGE_SIZE}`)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Show more' }));
    expect(links()).toHaveLength(2 * CATALOGUE_PAGE_SIZE);
    await user.type(search, ' 2');
    const matched = filterCards(cards, 'chemical 2').length;
    expect(matched).toBeGreaterThan(CATALOGUE_PAGE_SIZE);
    expect(matched).toBeLessThan(300);
    expect(await within(region).findByText(`${matched} of 300 products match, showing ${CATALOGUE_PAGE_SIZE}`)).toBeInTheDocument();
    expect(links()).toHaveLength(CATALOGUE_PAGE_SIZE);
  });

  it('filters three thousand cards by prepared haystacks', () => {
    const cards = apiCards(3000);
    expect(filterCards(cards, '')).toBe(cards);
    expect(filterCards(cards, 'PRODUCT 2999').map((c) => c.text.title)).toContain('Product 2999');
    expect(filterCards(cards, 'PRODUCT 2999').length).toBeLessThan(3);
    expect(filterCards(cards, '399800').map((c) => c.text.title)).toEqual(['Product 2999']);
    expect(filterCards(cards, 'unobtainium')).toEqual([]);
  });
});

describe('grids that content can grow', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Item ${i + 1}`, image: pic(`item-${i + 1}`), to: `/item-${i + 1}` }));

  it('cards: a page at a time when there is no "initial"', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <CardsSection section={{ type: 'cards', heading: 'Range', columns: 3, items: items(CARDS_PAGE_SIZE + 5) }} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(CARDS_PAGE_SIZE);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${CARDS_PAGE_SIZE} of ${CARDS_PAGE_SIZE + 5} items`);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(CARDS_PAGE_SIZE + 5);
    expect(document.activeElement).toHaveAccessibleName(new RegExp(`Item ${CARDS_PAGE_SIZE + 1}$`));
    expect(screen.getByRole('status')).toHaveTextContent(`Showing all ${CARDS_PAGE_SIZE + 5} items`);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('cards: "initial" keeps View All and Show Less, with no Show more', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <CardsSection section={{ type: 'cards', heading: 'Services', columns: 4, initial: 4, items: items(40) }} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(40);
  });

  it('filter grid: pages the items of the pressed filter and announces the count', async () => {
    const user = userEvent.setup();
    const produce = Array.from({ length: 60 }, (_, i) => ({ title: `Produce ${i + 1}`, category: i % 2 ? 'fruits' : 'vegetables', image: pic(`p${i}`) }));
    render(
      <MemoryRouter>
        <FilterGridSection
          section={{
            type: 'filter-grid',
            heading: 'Produce',
            allLabel: 'All',
            filters: [
              { id: 'fruits', label: 'Fruits' },
              { id: 'vegetables', label: 'Vegetables' },
            ],
            emptyText: 'None',
            items: produce,
          }}
        />
      </MemoryRouter>,
    );
    const titles = () => screen.getAllByRole('heading', { level: 3 });
    expect(titles()).toHaveLength(FILTER_GRID_PAGE_SIZE);
    expect(screen.getByRole('status')).toHaveTextContent(`All: showing ${FILTER_GRID_PAGE_SIZE} of 60 items`);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(titles()).toHaveLength(2 * FILTER_GRID_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Fruits' }));
    expect(titles()).toHaveLength(FILTER_GRID_PAGE_SIZE);
    expect(titles()[0]).toHaveTextContent('Produce 2');
    expect(screen.getByRole('status')).toHaveTextContent(`Fruits: showing ${FILTER_GRID_PAGE_SIZE} of 30 items`);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(titles()).toHaveLength(30);
    expect(screen.getByRole('status')).toHaveTextContent('Fruits: 30 items');
  });

  it('eco-palm category: its products a page at a time', async () => {
    const user = userEvent.setup();
    const children = Array.from({ length: 30 }, (_, i) => ({
      slug: `plate-${i + 1}`,
      key: `plate-${i + 1}`,
      parent: 'plates',
      title: `Plate ${i + 1}`,
      description: `A plate, number ${i + 1}`,
      summary: { image: pic(`plate-${i + 1}`), description: '' },
    }));
    const data = { entry: { description: 'Areca palm plates.' }, children } as unknown as DetailData<'ecopalm-categories'>;
    render(
      <MemoryRouter>
        <ecopalmCategory.Component data={data} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(30);
    expect(document.activeElement).toHaveAccessibleName(/Plate 25\b/);
  });
});

describe('scroll-in reveal', () => {
  type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
  const observers: { callback: Callback; observed: Set<Element> }[] = [];

  function stubObserver() {
    observers.length = 0;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observed = new Set<Element>();
        constructor(public callback: Callback) {
          observers.push(this);
        }
        observe(el: Element) {
          this.observed.add(el);
        }
        unobserve(el: Element) {
          this.observed.delete(el);
        }
        disconnect() {}
      },
    );
  }
  afterEach(() => vi.unstubAllGlobals());

  const entry = (el: Element, top: number, ratio: number) => ({
    target: el,
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    boundingClientRect: { top } as DOMRectReadOnly,
    intersectionRect: { height: ratio * 200 } as DOMRectReadOnly,
    rootBounds: { height: 800 } as DOMRectReadOnly,
  });

  it('watches any number of elements with one observer, and hides only what starts below the fold', async () => {
    stubObserver();
    render(
      <>
        {Array.from({ length: 100 }, (_, i) => (
          <Reveal key={i} amount={0.5}>
            <p>Card {i}</p>
          </Reveal>
        ))}
      </>,
    );
    expect(observers).toHaveLength(1);
    expect(pendingReveals()).toBe(100);
    const boxes = screen.getAllByText(/^Card/).map((p) => p.parentElement!);
    const observer = observers[0]!;
    act(() => observer.callback([entry(boxes[0]!, 10, 1), entry(boxes[1]!, 700, 0.3), entry(boxes[99]!, 5000, 0)]));
    expect(boxes[0]!.dataset.reveal).toBeUndefined();
    expect(boxes[1]!.dataset.reveal).toBeUndefined();
    expect(boxes[99]!.dataset.reveal).toBe('hidden');
    expect(observer.observed.has(boxes[0]!)).toBe(false);
    act(() => observer.callback([entry(boxes[99]!, 700, 0.3)]));
    expect(boxes[99]!.dataset.reveal).toBe('hidden');
    act(() => observer.callback([entry(boxes[99]!, 500, 0.6)]));
    expect(boxes[99]!.dataset.reveal).toBe('shown');
    expect(observer.observed.has(boxes[99]!)).toBe(false);
  });

  it('does nothing under reduced motion', () => {
    stubObserver();
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    const before = pendingReveals();
    render(
      <Reveal>
        <p>Still</p>
      </Reveal>,
    );
    expect(pendingReveals()).toBe(before);
    expect(screen.getByText('Still').parentElement!.dataset.reveal).toBeUndefined();
  });
});
