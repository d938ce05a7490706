import { readdirSync } from 'node:fs';
import path from 'node:path';
import { translationLocale } from '../../src/content/translation.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { filterByHaystack, haystackOf } from '../../src/sections/catalogue-list/search.ts';
import { commaLines, formulaParts } from '../../src/catalogue/api-product/display-text.ts';
import { catalogueListSection } from '../../src/content/sections/catalogue-list.ts';
import { contentDir, contentJson } from './content-dirs.ts';
import { enquiryHref } from '../../src/features/enquiry/enquiry-link.ts';
import { renderApp } from './render-app.tsx';
import { en } from '../../scripts/ui/words.ts';
import type { ApiProductKind } from '../../src/content/catalogue/api-product/schema.ts';

const enCatalogue = en.catalogue;

describe('catalogue search', () => {
  const items = [
    { name: 'Metformin Hydrochloride', chem: '1,1-Dimethylbiguanide hydrochloride', cas: '1115-70-4' },
    { name: 'Lutein 10%', chem: 'Lutein preparation', cas: '127-40-2' },
    { name: 'Magnesium Sulphate', chem: 'Magnesium sulfate heptahydrate', cas: '10034-99-8' },
  ];
  const find = (q: string) => filterByHaystack(items, q, (i) => haystackOf([i.name, i.chem, i.cas])).map((i) => i.name);

  it('matches name, chemical name and CAS number, ignoring case', () => {
    expect(find('metFORMIN')).toEqual(['Metformin Hydrochloride']);
    expect(find('biguanide')).toEqual(['Metformin Hydrochloride']);
    expect(find('1115-70-4')).toEqual(['Metformin Hydrochloride']);
    expect(find('1115704')).toEqual(['Metformin Hydrochloride']);
  });
  it('needs every word, and returns all for an empty query', () => {
    expect(find('magnesium heptahydrate')).toEqual(['Magnesium Sulphate']);
    expect(find('magnesium lutein')).toEqual([]);
    expect(find('  ')).toHaveLength(3);
  });
});

describe('display helpers', () => {
  it('split a value at its commas, not inside chemical locants or thousands', () => {
    expect(commaLines('TAMC NMT 10³ cfu/g, TYMC NMT 10² cfu/g')).toEqual(['TAMC NMT 10³ cfu/g', 'TYMC NMT 10² cfu/g']);
    expect(commaLines('1,1-Dimethylbiguanide hydrochloride')).toEqual(['1,1-Dimethylbiguanide hydrochloride']);
  });
  it('subscript the counts of a formula but not a hydrate coefficient', () => {
    expect(formulaParts('MgSO4·7H2O')).toEqual([
      { text: 'MgSO', sub: false },
      { text: '4', sub: true },
      { text: '·7H', sub: false },
      { text: '2', sub: true },
      { text: 'O', sub: false },
    ]);
    expect(formulaParts('(C6H10O5)n').at(-1)).toEqual({ text: 'n', sub: true });
  });
});

type Page = { title: string; sections: { type: string; heading?: string; initial?: number; items?: unknown[]; collection?: string }[] };
type Product = { productName: string; kind: ApiProductKind; therapeuticCategory?: string; casNumber: string; chemicalFormula: string; molecularWeight?: number; density?: string; smiles?: string; specifications?: { label: string; value: string }[]; hidden?: boolean };

// The list's page is the parent of the detail route; what it shows comes from the content the tests run on.
const listPath = '/business/api-excipients';
const listPage = contentJson<Page>(`pages${listPath}.json`);
const products = readdirSync(path.join(contentDir, 'catalogue/api-products'))
  .filter((f) => f.endsWith('.json') && !translationLocale(f))
  .map((f) => contentJson<Product>(`catalogue/api-products/${f}`))
  .filter((p) => !p.hidden);
const productHref = (p: Product) => `${listPath}/${encodeURIComponent(p.productName)}`;
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const find = <T,>(list: T[], what: string, test: (t: T) => boolean): T => {
  const found = list.find(test);
  if (!found) throw new Error(`the test content has no ${what}`);
  return found;
};

describe('APIs and excipients list', () => {
  it('shows the first "initial" services, all after View All, the first again after Show Less', async () => {
    const section = find(listPage.sections, 'cards section with "initial"', (s) => s.type === 'cards' && s.initial !== undefined && s.items!.length > s.initial);
    await renderApp(listPath);
    const services = screen.getByRole('region', { name: section.heading });
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(section.initial!);
    const toggle = within(services).getByRole('button', { name: 'View All' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(section.items!.length);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(services).getByRole('button', { name: 'Show Less' }));
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(section.initial!);
  });

  it('lists every product with an encoded link and filters them as you type', async () => {
    const section = catalogueListSection.parse(find(listPage.sections, 'API catalogue list', (s) => s.type === 'catalogue-list' && s.collection === 'api-products'));
    await renderApp(listPath);
    const region = screen.getByRole('region', { name: section.heading });
    const links = within(region).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href')).sort()).toEqual(products.map(productHref).sort());
    const encoded = find(products, 'product whose name needs encoding', (p) => encodeURIComponent(p.productName) !== p.productName.replaceAll(' ', '%20'));
    expect(within(region).getByRole('link', { name: new RegExp(`^${literally(encoded.productName).source}`) })).toHaveAttribute('href', productHref(encoded));
    const search = within(region).getByRole('searchbox', { name: section.searchLabel });
    const wanted = products[products.length - 1]!;
    await userEvent.type(search, wanted.casNumber);
    const sameCas = products.filter((p) => p.casNumber === wanted.casNumber);
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(sameCas.length));
    expect(within(region).getByRole('link', { name: literally(wanted.productName) })).toHaveAttribute('href', productHref(wanted));
    await userEvent.clear(search);
    await userEvent.type(search, 'unobtainium');
    await waitFor(() => expect(within(region).queryAllByRole('link')).toHaveLength(0));
    expect(within(region).getByText(section.emptyText)).toBeInTheDocument();
  });
  // Issue 48: a nutraceutical or a herbal extract is not sold as an API; its badge says what it is.
  it('badges each product with its kind, and names the kind above a product that gives no therapeutic category', async () => {
    const other = find(products, 'product that is neither an API nor an excipient, without a therapeutic category', (p) => p.kind !== 'api' && p.kind !== 'excipient' && !p.therapeuticCategory);
    await renderApp(listPath);
    const card = screen.getByRole('link', { name: new RegExp(`^${literally(other.productName).source}`) }).closest('li')!;
    expect(card).toHaveTextContent(enCatalogue.badges[other.kind]);
    expect(card).not.toHaveTextContent(new RegExp(`\\b${enCatalogue.badges.api}\\b`));
    cleanup();
    await renderApp(productHref(other));
    await screen.findByRole('heading', { level: 1, name: other.productName });
    expect(screen.getByText(enCatalogue.kinds[other.kind])).toBeInTheDocument();
  });
});

describe('API product page', () => {
  it('shows identity, uses as an ordered list, specifications as a table, comma values as lines', async () => {
    const product = find(products, 'product with a molecular weight and a specification value of several lines', (p) => p.molecularWeight !== undefined && !!p.specifications?.some((s) => commaLines(s.value).length > 1));
    const spec = product.specifications!.find((s) => commaLines(s.value).length > 1)!;
    await renderApp(productHref(product));
    expect(await screen.findByRole('heading', { level: 1, name: product.productName })).toBeInTheDocument();
    expect(screen.getByText(product.casNumber)).toBeInTheDocument();
    expect(screen.getByLabelText(product.chemicalFormula).querySelectorAll('sub')).toHaveLength(formulaParts(product.chemicalFormula).filter((p) => p.sub).length);
    expect(screen.getByText(`${product.molecularWeight} g/mol`)).toBeInTheDocument();
    const uses = screen.getByRole('region', { name: 'Industrial Uses' });
    expect(within(uses).getAllByRole('list')[0]!.tagName).toBe('OL');
    const table = screen.getByRole('table', { name: `Specifications of ${product.productName}` });
    const cell = within(table).getByRole('row', { name: new RegExp(`^${spec.label}`) }).querySelector('td')!;
    expect([...cell.querySelectorAll('span.block')].map((s) => s.textContent)).toEqual(commaLines(spec.value));
    expect(screen.getByRole('link', { name: 'Enquire about this product' })).toHaveAttribute('href', enquiryHref(product.productName));
  });

  it('draws the structure of a defined molecule, with alt text, and leaves out absent parts', async () => {
    const bare = find(products, 'product without a molecular weight or a density', (p) => p.molecularWeight === undefined && p.density === undefined);
    await renderApp(productHref(bare));
    await screen.findByRole('heading', { level: 1, name: bare.productName });
    expect(screen.queryByText('Molecular weight')).not.toBeInTheDocument();
    expect(screen.queryByText('Density')).not.toBeInTheDocument();
    cleanup();
    const molecule = find(products, 'product with SMILES', (p) => !!p.smiles);
    // Addresses ignore case, as the router does.
    await renderApp(productHref(molecule).toLowerCase());
    const img = await screen.findByRole('img', { name: `2-D chemical structure of ${molecule.productName}` });
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  });

  it('answers an unknown product with the not-found screen and a link back to the list', async () => {
    await renderApp(`${listPath}/Unobtainium`);
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Back to ${listPage.title}` })).toHaveAttribute('href', listPath);
  });
});
