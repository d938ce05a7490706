import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SectionContentOf } from '../../src/sections/section-types.ts';
import { FactsSection } from '../../src/sections/facts/facts-section.tsx';
import { FilterGridSection } from '../../src/sections/filter-grid/filter-grid-section.tsx';
import { ImageGridSection } from '../../src/sections/image-grid/image-grid-section.tsx';
import { MediaRowsSection } from '../../src/sections/media-rows/media-rows-section.tsx';
import { ProductCarouselSection } from '../../src/sections/product-carousel/product-carousel-section.tsx';
import { filterGridSection } from '../../src/content/sections/filter-grid.ts';
import { productCarouselSection } from '../../src/content/sections/product-carousel.ts';

const pic = (alt: string) => ({ src: `/${alt}.svg`, width: 640, height: 420, alt });

describe('facts', () => {
  it('renders a heading and a description list of labels and values', () => {
    render(<FactsSection section={{ type: 'facts', heading: 'Nutrition facts', items: [{ label: 'Energy', value: '553 calories' }, { label: 'Protein', value: '18.2 g' }], note: 'Source: USDA' }} />);
    const region = screen.getByRole('region', { name: 'Nutrition facts' });
    expect([...region.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Energy', 'Protein']);
    expect([...region.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['553 calories', '18.2 g']);
    expect(screen.getByText('Source: USDA')).toBeInTheDocument();
  });
});

describe('filter-grid', () => {
  const section: SectionContentOf<'filter-grid'> = {
    type: 'filter-grid',
    heading: 'Produce',
    allLabel: 'All',
    filters: [
      { id: 'fruits', label: 'Fruits' },
      { id: 'vegetables', label: 'Vegetables' },
      { id: 'citrus', label: 'Citrus' },
    ],
    emptyText: 'No fruits on offer.',
    items: [
      { title: 'Garlic', category: 'vegetables', image: pic('garlic') },
      { title: 'Orange', category: 'citrus', image: pic('orange') },
    ],
  };

  it('starts on All, first, and narrows the grid by the pressed filter', async () => {
    const user = userEvent.setup();
    render(<FilterGridSection section={section} />);
    const buttons = within(screen.getByRole('group', { name: 'Filter by category' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['All', 'Fruits', 'Vegetables', 'Citrus']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Garlic', 'Orange']);

    await user.click(screen.getByRole('button', { name: 'Citrus' }));
    expect(screen.getByRole('button', { name: 'Citrus' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Orange']);

    await user.click(screen.getByRole('button', { name: 'Fruits' }));
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getByText('No fruits on offer.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it('rejects an item whose category is not a filter', () => {
    const result = filterGridSection.safeParse({
      ...section,
      items: [{ title: 'Apple', category: 'pome', image: { src: 'images/a.svg', alt: '' } }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/unknown category "pome"/);
  });
});

describe('media-rows', () => {
  it('alternates the picture side and lists each row’s facts', () => {
    render(
      <MediaRowsSection
        section={{
          type: 'media-rows',
          heading: 'Varieties',
          items: [
            { title: 'Creamy Sella', image: pic('creamy'), facts: [{ label: 'Moisture', value: 'under 12%' }] },
            { title: 'Steam', image: pic('steam'), facts: [{ label: 'Moisture', value: 'under 13%' }] },
          ],
        }}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((r) => r.dataset.side)).toEqual(['image-left', 'image-right']);
    expect(within(rows[1]!).getByRole('heading', { level: 3 })).toHaveTextContent('Steam');
    expect(within(rows[1]!).getByText('under 13%')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('img', { name: 'creamy' })).toBeInTheDocument();
  });
});

describe('image-grid', () => {
  const certificate = (over: Partial<NonNullable<SectionContentOf<'image-grid'>['items'][number]['certificate']>> = {}) => ({
    title: 'Certificate of analysis',
    lot: 'CW-2501',
    laboratory: 'An accredited lab',
    date: '2025-01-15',
    results: [
      { label: 'Moisture', value: '4.1%' },
      { label: 'Broken kernels', value: null },
    ],
    ...over,
  });
  const renderGrid = (cert: ReturnType<typeof certificate>) =>
    render(
      <MemoryRouter>
        <ImageGridSection
          section={{
            type: 'image-grid',
            heading: 'Grades',
            columns: 4,
            items: [
              { image: pic('w180'), caption: 'W180' },
              { image: pic('w240'), caption: 'W240', certificate: cert },
            ],
          }}
        />
      </MemoryRouter>,
    );
  const rows = (el: HTMLElement) => Object.fromEntries([...el.querySelectorAll('dl > div')].map((d) => [d.querySelector('dt')!.textContent, d.querySelector('dd')!.textContent]));

  it('captions every picture and opens a certificate of analysis: its facts, "Available on request" for what is not known', async () => {
    const user = userEvent.setup();
    renderGrid(certificate());
    expect([...document.querySelectorAll('figcaption')].map((f) => f.textContent)).toEqual(['W180', 'W240Certificate']);
    expect(screen.getAllByRole('button', { name: /certificate/i })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Certificate: W240' }));
    const dialog = screen.getByRole('dialog', { name: 'Certificate of analysis: W240' });
    expect(rows(dialog)).toEqual({
      Grade: 'W240',
      Lot: 'CW-2501',
      Laboratory: 'An accredited lab',
      'Date of analysis': '15 January 2025',
      Moisture: '4.1%',
      'Broken kernels': 'Available on request',
    });
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Ask for a copy' })).toHaveAttribute('href', '/contact');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('while no result is known it lists what is tested instead of a column of blanks', async () => {
    const user = userEvent.setup();
    renderGrid(certificate({ lot: null, laboratory: null, date: null, results: [{ label: 'Moisture', value: null }, { label: 'Aflatoxin', value: null }] }));
    await user.click(screen.getByRole('button', { name: 'Certificate: W240' }));
    const dialog = screen.getByRole('dialog', { name: 'Certificate of analysis: W240' });
    expect(rows(dialog)).toEqual({ Grade: 'W240', Lot: 'Available on request', Laboratory: 'Available on request', 'Date of analysis': 'Available on request' });
    expect(dialog).toHaveTextContent('Tested for: Moisture, Aflatoxin. Results: available on request.');
  });

  it('shows the scan with the facts when there is one', async () => {
    const user = userEvent.setup();
    renderGrid(certificate({ scan: pic('certificate of W240') }));
    await user.click(screen.getByRole('button', { name: 'Certificate: W240' }));
    expect(screen.getByRole('img', { name: 'certificate of W240' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ask for a copy' })).toBeNull();
  });
});

describe('product-carousel', () => {
  const section: SectionContentOf<'product-carousel'> = {
    type: 'product-carousel',
    heading: 'Our oils',
    interval: 3000,
    items: ['Groundnut Oil', 'Sunflower Oil', 'Mustard Oil'].map((title) => ({ title, image: pic(title) })),
  };

  it('is a labelled carousel of product slides with Previous and Next and no dots', () => {
    render(
      <MemoryRouter>
        <ProductCarouselSection section={section} />
      </MemoryRouter>,
    );
    const carousel = screen.getByRole('region', { name: 'Our oils' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(3);
    expect(within(carousel).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Previous', 'Next']);
    // The first slide is shown to assistive tech, the others are not until the carousel moves.
    expect([...slides].map((s) => s.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
  });

  it('defaults to a readable 3 s interval and refuses intervals too fast to read', () => {
    const { interval: _omit, ...rest } = section;
    const items = rest.items.map((i) => ({ title: i.title, image: { src: 'images/x.svg', alt: '' } }));
    expect(productCarouselSection.parse({ ...rest, items }).interval).toBe(3000);
    expect(productCarouselSection.safeParse({ ...rest, items, interval: 550 }).success).toBe(false);
  });
});
