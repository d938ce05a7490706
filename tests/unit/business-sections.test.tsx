import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SectionContentOf } from '../../src/sections/registry.ts';
import { FactsSection } from '../../src/sections/facts/facts-section.tsx';
import { FilterGridSection } from '../../src/sections/filter-grid/filter-grid-section.tsx';
import { ImageGridSection } from '../../src/sections/image-grid/image-grid-section.tsx';
import { MediaRowsSection } from '../../src/sections/media-rows/media-rows-section.tsx';
import { ProductCarouselSection, productSlideClass } from '../../src/sections/product-carousel/product-carousel-section.tsx';
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
  it('captions every picture and opens a certificate in a dialog', async () => {
    const user = userEvent.setup();
    render(
      <ImageGridSection
        section={{
          type: 'image-grid',
          heading: 'Grades',
          columns: 4,
          items: [
            { image: pic('w180'), caption: 'W180' },
            { image: pic('w240'), caption: 'W240', certificate: pic('certificate of W240') },
          ],
        }}
      />,
    );
    expect([...document.querySelectorAll('figcaption')].map((f) => f.textContent)).toEqual(['W180', 'W240Certificate']);
    expect(screen.getAllByRole('button', { name: /certificate/i })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Certificate: W240' }));
    expect(screen.getByRole('img', { name: 'certificate of W240' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('img', { name: 'certificate of W240' })).toBeNull();
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
    expect(slides[0]?.className).toContain(productSlideClass);
    expect(within(carousel).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Previous', 'Next']);
    act(() => {
      fireEvent.click(within(carousel).getByRole('button', { name: 'Next' }));
    });
  });

  it('shows 3 slides from 1024 px, 2 from 768 px and 1 below', () => {
    expect(productSlideClass.split(' ')).toEqual(expect.arrayContaining(['basis-full', 'md:basis-1/2', 'lg:basis-1/3']));
  });

  it('defaults to a readable 3 s interval and refuses intervals too fast to read', () => {
    const { interval: _omit, ...rest } = section;
    const items = rest.items.map((i) => ({ title: i.title, image: { src: 'images/x.svg', alt: '' } }));
    expect(productCarouselSection.parse({ ...rest, items }).interval).toBe(3000);
    expect(productCarouselSection.safeParse({ ...rest, items, interval: 550 }).success).toBe(false);
  });
});
