import { screen, within } from '@testing-library/react';
import site from 'virtual:content/site';
import { describe, expect, it } from 'vitest';
import type { EcopalmCategory } from '../../src/content/catalogue/ecopalm-category/schema.ts';
import type { EcopalmProduct } from '../../src/content/catalogue/ecopalm-product/schema.ts';
import type { Page } from '../../src/content/page.ts';
import { shownContent } from './content-dirs.ts';
import { enquiryHref } from '../../src/features/enquiry/enquiry-link.ts';
import { renderApp } from './render-app.tsx';

// Everything expected here is read from the content the tests run on (tests/fixtures/content).
const content = shownContent();
const pageAt = (path: string) => {
  const page = content.pages.find((p) => p.path === path);
  if (!page) throw new Error(`the test content has no page ${path}`);
  return page.data;
};
type Section = Page['sections'][number];
const sectionsOf = <T extends Section['type']>(page: Page, type: T) => page.sections.filter((s): s is Extract<Section, { type: T }> => s.type === type);
const cellText = (cell: string | { text: string }) => (typeof cell === 'string' ? cell : cell.text);

/** Every figure a page states in its tables, facts and media rows. */
function figuresOf(page: Page): string[] {
  return [
    ...sectionsOf(page, 'table').flatMap((t) => t.rows.flat().map(cellText)),
    ...sectionsOf(page, 'facts').flatMap((f) => f.items.map((i) => i.value)),
    ...sectionsOf(page, 'media-rows').flatMap((m) => m.items.flatMap((i) => (i.facts ?? []).map((f) => f.value))),
  ];
}

/** The in-page targets ("#id") a page links to. */
const anchorsOf = (page: Page) => [...new Set([...JSON.stringify(page.sections).matchAll(/"to":"#([^"]+)"/g)].map((m) => m[1]!))];

describe('figures and in-page links', () => {
  const withFigures = content.pages.filter((p) => figuresOf(p.data).length);
  it('the test content has pages with figures', () => expect(withFigures.length).toBeGreaterThan(0));

  for (const { path, data } of withFigures) {
    it(`${path} shows every figure of its tables, facts and media rows exactly`, async () => {
      await renderApp(path);
      const text = document.querySelector('main')?.textContent ?? '';
      expect(figuresOf(data).filter((f) => !text.includes(f))).toEqual([]);
    });
  }

  const withAnchors = content.pages.filter((p) => anchorsOf(p.data).length);
  it('the test content has pages with in-page links', () => expect(withAnchors.length).toBeGreaterThan(0));

  for (const { path, data } of withAnchors) {
    it(`${path}: every in-page link leads to an element of the page`, async () => {
      await renderApp(path);
      const main = screen.getByRole('main');
      for (const id of anchorsOf(data)) {
        expect(main.querySelector(`a[href="#${id}"]`), `a link to #${id}`).not.toBeNull();
        expect(document.getElementById(id), `#${id}`).not.toBeNull();
      }
    });
  }
});

describe('pictures', () => {
  it('a photo (not a drawing) is shown as a picture with AVIF and WebP sources, its alt text and its size', async () => {
    const photos = content.pages.flatMap((p) => [...JSON.stringify(p.data.sections).matchAll(/"image":\{[^}]*"src":"[^"]+\.(?:jpe?g|png|webp)"[^}]*\}/gi)].map(() => p.path));
    expect(photos.length, 'the test content has a photo').toBeGreaterThan(0);
    await renderApp(photos[0]!);
    const picture = screen.getByRole('main').querySelector('picture')!;
    expect([...picture.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('alt')).toBeTruthy();
    for (const size of ['width', 'height']) expect(Number(img.getAttribute(size))).toBeGreaterThan(0);
  });
});

describe('business pages', () => {
  it('/business links every business line of its list, in order', async () => {
    const list = sectionsOf(pageAt('/business'), 'cards').find((s) => s.items.every((i) => i.to))!;
    await renderApp('/business');
    const region = screen.getByRole('heading', { name: list.heading }).closest('section')!;
    expect(within(region).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(list.items.map((i) => i.to));
  });

  it('a cards section shows its cards in the order written, and links only those with a "to"', async () => {
    const path = '/business/ecopalm-products';
    await renderApp(path);
    for (const cards of sectionsOf(pageAt(path), 'cards')) {
      const region = screen.getByRole('heading', { name: cards.heading }).closest('section')!;
      expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(cards.items.map((i) => i.title));
      expect(within(region).queryAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(cards.items.flatMap((i) => (i.to ? [i.to] : [])));
    }
  });
});

describe('eco-palm catalogue', () => {
  const categories = content.entries.filter((e) => e.collection === 'ecopalm-categories');
  const products = content.entries.filter((e) => e.collection === 'ecopalm-products');
  const category = categories.find((c) => products.some((p) => p.parent === c.key))!;
  const product = products.find((p) => p.parent === category.key)!;
  const other = categories.find((c) => c.key !== product.parent);

  it('a category page shows its upper-cased title and its products, linking to their detail pages', async () => {
    await renderApp(`/business/ecopalm-products/${category.key}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent((category.data as EcopalmCategory).title.toUpperCase());
    const grid = screen.getByRole('heading', { name: site.texts.ecopalmCategory.productsHeading }).nextElementSibling as HTMLElement;
    const links = within(grid).getAllByRole('link');
    const own = products.filter((p) => p.parent === category.key);
    expect(links.map((l) => within(l).getByRole('heading', { level: 3 }).textContent)).toEqual(own.map((p) => p.title));
    expect(links.map((l) => l.getAttribute('href'))).toEqual(own.map((p) => `/business/ecopalm-products/${category.key}/${p.key}`));
  });

  it('an unknown category shows Product not found', async () => {
    await renderApp('/business/ecopalm-products/garden-furniture');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  });

  it('a product page shows sizes, material, packing, specifications and an enquiry link naming the product', async () => {
    const data = product.data as EcopalmProduct;
    await renderApp(`/business/ecopalm-products/${product.parent}/${product.key}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(data.title);
    for (const term of ['Sizes', 'Material', 'Packing']) expect(screen.getByText(term, { selector: 'dt' })).toBeInTheDocument();
    for (const size of data.sizes) expect(screen.getByText(size)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: `Specifications of ${data.title}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enquire about this product' })).toHaveAttribute('href', enquiryHref(data.title));
  });

  it('a product under the wrong category is not found', async () => {
    expect(other, 'the test content has a second eco-palm category').toBeDefined();
    await renderApp(`/business/ecopalm-products/${other!.key}/${product.key}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  });
});
