import { readdirSync, readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app.tsx';

type Json = { title: string; sections: { type: string; id?: string; paragraphs?: string[]; items?: unknown[] }[] };
const pageJson = (path: string): Json => JSON.parse(readFileSync(`content/pages${path === '/' ? '/home' : path}.json`, 'utf8')) as Json;

/** Every figure of spec section 9 (and the oil maker's dates), exactly as the spec writes it. */
const figures: Record<string, string[]> = {
  '/business/agricultural-commodities/chickpeas': [
    '07132010', '58-60/9 mm', '44-46/11 mm', '42-44/12 mm', '0.5-1% max', '1-2% max', '12% max', '1-3% max', '2-3% max', '0.3% max',
    '25 or 50 kg new PP bag', 'per customer requirement',
  ],
  '/business/agricultural-commodities/rice': ['8.30-8.45 mm', '8.35 mm', '8.40 mm', '8.45 mm', 'under 1%', 'under 12%', 'under 13%', '94%'],
  '/business/agricultural-commodities/cashews': [
    'W180', 'W210', 'W240', 'W320', 'W450', 'W500', 'SW180', 'SW210', 'SW240', 'SW320', 'SW450', 'SW500',
    '170-180', '200-210', '220-240', '300-320', '400-450', '450-500', '454 g',
    '5%', '7.5%', '1%', 'Nil', '4.75 mm', '2.80 mm', '1.70 mm', 'about 700 cartons', '750 for 10 kg tins', '553 calories',
  ],
  '/business/agricultural-commodities/peanuts': [
    '20/24', '24/28', '35/40', '70/80', '40/50', '100/120', '80/90', '38/42', '50/60', '60/70',
    '25 or 50 kg', '17-19 MT per 20-foot container', '30 kg', '15 MT per 40-foot container', '12.5 kg x2 cartons', '16 or 18 MT per 20-foot container',
    '567 calories', 'March and October', '7-8 million tonnes unshelled',
  ],
  '/business/agricultural-commodities/nuts': ['March and October', '7-8 million tonnes unshelled'],
  // The oil maker's years are computed from its founding year at build ({years-since:1975}), so they follow the calendar.
  '/business/edible-essential-oils': ['Since 1975', `${new Date().getFullYear() - 1975} years of experience`],
};

describe('spec figures', () => {
  for (const [path, wanted] of Object.entries(figures)) {
    it(`${path} shows every figure exactly`, async () => {
      await renderApp(path);
      const text = document.querySelector('main')?.textContent ?? document.body.textContent ?? '';
      const missing = wanted.filter((f) => !text.includes(f));
      expect(missing).toEqual([]);
    });
  }

  it('the cashew grade-type links point at sections of the page', async () => {
    await renderApp('/business/agricultural-commodities/cashews');
    const table = screen.getByRole('table', { name: 'Cashew kernel grade types' });
    for (const id of ['white_wholes', 'white_pieces', 'scorched_wholes', 'scorched_pieces']) {
      expect(within(table).getAllByRole('link').map((l) => l.getAttribute('href'))).toContain(`#${id}`);
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
  });
});

describe('page texts and counts', () => {
  it('the main text block of chemicals has 2 paragraphs, metals and FMCG 3', () => {
    for (const [id, n] of [['/business/industrial-chemicals', 2], ['/business/metals-minerals', 3], ['/business/fmcg', 3]] as const) {
      const main = pageJson(id).sections.find((s) => s.type === 'prose');
      expect(main?.paragraphs, id).toHaveLength(n);
    }
  });

  it('/business links all eight business lines', async () => {
    await renderApp('/business');
    const list = screen.getByRole('heading', { name: 'Our business lines' }).closest('section')!;
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/business/api-excipients',
      '/business/industrial-chemicals',
      '/business/metals-minerals',
      '/business/agricultural-commodities/spices',
      '/business/edible-essential-oils',
      '/business/agricultural-commodities',
      '/business/fmcg',
      '/business/ecopalm-products',
    ]);
  });

  it('spices lists the 15 cards in the spec’s order', async () => {
    await renderApp('/business/agricultural-commodities/spices');
    const grid = screen.getByRole('heading', { name: 'What we supply' }).closest('section')!;
    expect(within(grid).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Red Chilli Whole', 'Red Chilli Powder', 'Coriander Whole', 'Coriander Powder', 'Sesame White', 'Ginger Powder', 'Jaggery Powder',
      'Himalayan Pink Salt', 'Cumin Seeds', 'Turmeric Whole', 'Cardamom Whole', 'Black Pepper', 'Dry Ginger', 'Green Coffee Beans', 'Cashew Nuts',
    ]);
  });

  it('eco-palm lists the five categories by id and three made-to-order blurbs', async () => {
    await renderApp('/business/ecopalm-products');
    const grid = screen.getByRole('heading', { name: 'Our range' }).closest('section')!;
    expect(within(grid).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(
      ['gourmet-dinner-plates', 'snack-platters', 'soup-salad-bowls', 'party-serving-trays', 'custom-shapes-sizes'].map((id) => `/business/ecopalm-products/${id}`),
    );
    const options = screen.getByRole('heading', { name: 'Made to order' }).closest('section')!;
    expect(within(options).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Size and shape', 'Branding', 'Packaging']);
  });

  it('no eco-palm copy claims a regulator’s approval or a certification; the FDA is named only in the notice that the line is not offered for the US', () => {
    const page = JSON.parse(readFileSync('content/pages/business/ecopalm-products.json', 'utf8')) as { sections: { type: string; text?: string }[] };
    expect(JSON.stringify(page)).not.toMatch(/approved|certified/i);
    const notices = page.sections.filter((s) => s.type === 'notice');
    expect(JSON.stringify({ ...page, sections: page.sections.filter((s) => s.type !== 'notice') })).not.toMatch(/FDA/);
    for (const n of notices.filter((s) => /FDA/.test(s.text ?? ''))) expect(n.text).toMatch(/not offered for the United States/i);
  });
});

describe('eco-palm catalogue', () => {
  it('a category page shows its upper-cased title and its products, linking to their detail pages', async () => {
    await renderApp('/business/ecopalm-products/snack-platters');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SNACK PLATTERS');
    const grid = screen.getByRole('heading', { name: 'Products in this range' }).nextElementSibling as HTMLElement;
    const links = within(grid).getAllByRole('link');
    expect(links.map((l) => within(l).getByRole('heading', { level: 3 }).textContent)).toEqual(['Heart Snack Platter', 'Oval Platter', 'Rectangular Snack Tray']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/business/ecopalm-products/snack-platters/heart-snack-platter',
      '/business/ecopalm-products/snack-platters/oval-platter',
      '/business/ecopalm-products/snack-platters/rectangular-snack-tray',
    ]);
  });

  it('an unknown category shows Product not found', async () => {
    await renderApp('/business/ecopalm-products/garden-furniture');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  });

  it('a product page shows sizes, material, packing, specifications and an enquiry link naming the product', async () => {
    await renderApp('/business/ecopalm-products/party-serving-trays/boat-tray');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Boat Tray');
    for (const term of ['Sizes', 'Material', 'Packing']) expect(screen.getByText(term, { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('Small, 15 x 8 cm')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Specifications of Boat Tray' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enquire about this product' })).toHaveAttribute('href', '/contact?product=Boat%20Tray');
  });

  it('a product under the wrong category is not found', async () => {
    await renderApp('/business/ecopalm-products/snack-platters/boat-tray');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  });

  it('no product copy claims a regulator’s approval or a certification', () => {
    const text = ['ecopalm-categories', 'ecopalm-products']
      .flatMap((c) => readdirSync(`content/catalogue/${c}`).map((f) => readFileSync(`content/catalogue/${c}/${f}`, 'utf8')))
      .join(' ');
    expect(text).not.toMatch(/FDA|approved|certified/i);
  });
});
