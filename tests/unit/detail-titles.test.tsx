import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app.tsx';

// Issue 10, item 14: tab titles and breadcrumbs of catalogue pages, on the fixture content.
const dir = path.resolve(process.env.CONTENT_DIR ?? 'tests/fixtures/content');
const read = <T,>(rel: string) => JSON.parse(readFileSync(path.join(dir, rel), 'utf8')) as T;
const company = read<{ company: { name: string } }>('site.json').company.name;

describe('catalogue page titles and breadcrumbs (issue 10, item 14)', () => {
  it('an unknown API product is "Product not found" in the heading and the tab, not "API product"', async () => {
    await renderApp('/business/api-excipients/No Such Product');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/not found/i));
    expect(document.title).not.toMatch(/^API product/);
  });

  it("an eco-palm product's breadcrumb passes through its category, and the tab keeps the titles as written", async () => {
    const product = read<{ title: string; category: string }>('catalogue/ecopalm-products/round-plate.json');
    const category = read<{ title?: string }>(`catalogue/ecopalm-categories/${product.category}.json`);
    // The category's title, or its id in title case (the definition's rule).
    const categoryTitle = category.title ?? product.category.charAt(0).toUpperCase() + product.category.slice(1);
    await renderApp(`/business/ecopalm-products/${product.category}/round-plate`);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: categoryTitle })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${product.title} | ${company}`));

    await renderApp(`/business/ecopalm-products/${product.category}`);
    await waitFor(() => expect(document.title).toBe(`${categoryTitle} | ${company}`));
  });
});
