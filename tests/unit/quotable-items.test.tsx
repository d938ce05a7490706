import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { enquiryList } from '../../src/features/enquiry/enquiry-list-store.ts';
import { cardsSection } from '../../src/content/sections/cards.ts';
import { tradeDetailsSection } from '../../src/content/sections/trade-details.ts';
import { CardsSection } from '../../src/sections/cards/cards-section.tsx';
import { FilterGridSection } from '../../src/sections/filter-grid/filter-grid-section.tsx';
import { ImageGridSection } from '../../src/sections/image-grid/image-grid-section.tsx';
import { MediaRowsSection } from '../../src/sections/media-rows/media-rows-section.tsx';
import type { SectionContentOf } from '../../src/sections/section-types.ts';
import { TradeDetailsSection } from '../../src/sections/trade-details/trade-details-section.tsx';

const pic = (alt: string) => ({ src: `/${alt}.svg`, width: 640, height: 420, alt });
const lines = () => enquiryList.getSnapshot().lines.map((l) => `${l.product} ${l.unit}`);

beforeEach(() => {
  for (const line of enquiryList.getSnapshot().lines) enquiryList.remove(line.product);
});

describe('quotable items (issue 14)', () => {
  it('a card with "quote" has its Add button, one without has none; pressing it adds the line once', async () => {
    const user = userEvent.setup();
    const section: SectionContentOf<'cards'> = {
      type: 'cards',
      columns: 3,
      items: [
        { title: 'Cumin', image: pic('cumin'), quote: 'Cumin seeds (Singapore quality)' },
        { title: 'Linked grade', image: pic('linked'), to: '/about', quote: 'Linked grade kernels' },
        { title: 'Not sold', image: pic('x') },
      ],
    };
    render(
      <MemoryRouter>
        <CardsSection section={section} />
      </MemoryRouter>,
    );
    expect((await screen.findAllByRole('button', { name: /to enquiry$/ })).map((b) => b.textContent)).toEqual(['Add Cumin seeds (Singapore quality) to enquiry', 'Add Linked grade kernels to enquiry']);
    // The linked card's button sits outside its link: no button inside a link.
    expect(within(screen.getByRole('link')).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Cumin seeds (Singapore quality) to enquiry' }));
    expect(screen.getByRole('button', { name: 'Cumin seeds (Singapore quality) is in your enquiry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cumin seeds (Singapore quality) is in your enquiry' }));
    expect(lines()).toEqual(['Cumin seeds (Singapore quality) MT']);
    expect(screen.getByText(/is already in your enquiry list \(1 product\)/)).toBeInTheDocument();
  });

  it('rows, galleries and filter cards carry the button under the name content gives', async () => {
    render(
      <MemoryRouter>
        <MediaRowsSection section={{ type: 'media-rows', items: [{ title: 'Sella', image: pic('sella'), facts: [], quote: 'Sella rice X' }] }} />
        <ImageGridSection section={{ type: 'image-grid', columns: 4, items: [{ caption: 'G1', image: pic('g1'), quote: 'Kernels G1' }, { caption: 'G2', image: pic('g2') }] }} />
        <FilterGridSection
          section={{
            type: 'filter-grid',
            allLabel: 'All',
            filters: [{ id: 'f', label: 'Fruit' }],
            emptyText: 'None',
            items: [{ title: 'Figs', category: 'f', image: pic('figs'), quote: 'Dried figs' }],
          }}
        />
      </MemoryRouter>,
    );
    await screen.findByRole('button', { name: 'Add Dried figs to enquiry' });
    expect(screen.getAllByRole('button', { name: /^Add .* to enquiry$/ }).map((b) => b.textContent)).toEqual([
      'Add Sella rice X to enquiry',
      'Add Kernels G1 to enquiry',
      'Add Dried figs to enquiry',
    ]);
  });

  it('a trade-details table with quotable products gets an Enquiry column; a product quoted elsewhere points to its page', async () => {
    const user = userEvent.setup();
    const section = tradeDetailsSection.parse({
      type: 'trade-details',
      products: [
        { name: 'Soda ash', hsCode: { code: '2836.20', status: 'confirmed' }, quote: 'Soda ash (dense)' },
        { name: 'Basmati rice', hsCode: { code: '1006.30', status: 'confirmed' }, to: '/about' },
      ],
    }) as SectionContentOf<'trade-details'>;
    const router = createMemoryRouter([{ path: '/', element: <TradeDetailsSection section={section} />, loader: () => ({}) }]);
    render(<RouterProvider router={router} />);
    const table = await screen.findByRole('table', { name: 'HS codes of the products on this page' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Product', 'HS code', 'Enquiry']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('button', { name: 'Add Soda ash (dense) to enquiry' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText('See its page')).toBeInTheDocument();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Add Soda ash (dense) to enquiry' }));
    expect(lines()).toEqual(['Soda ash (dense) MT']);
  });

  it('the schema trims a quotable name and refuses an empty or overlong one with its own message', () => {
    const card = (quote: string) => cardsSection.safeParse({ type: 'cards', items: [{ title: 'A', image: { src: 'images/a.svg', alt: '' }, quote }] });
    const ok = card('  Cumin seeds  ');
    expect(ok.success && ok.data.items[0]!.quote).toBe('Cumin seeds');
    for (const bad of ['', '   ', 'x'.repeat(151)]) {
      const result = card(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/quotable/);
    }
  });
});
