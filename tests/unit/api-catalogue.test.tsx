import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { filterBySearch } from '../../src/sections/catalogue-list/search.ts';
import { commaLines, formulaParts } from '../../src/catalogue/api-product/display-text.ts';
import { renderApp } from './render-app.tsx';

describe('catalogue search', () => {
  const items = [
    { name: 'Metformin Hydrochloride', chem: '1,1-Dimethylbiguanide hydrochloride', cas: '1115-70-4' },
    { name: 'Lutein 10%', chem: 'Lutein preparation', cas: '127-40-2' },
    { name: 'Magnesium Sulphate', chem: 'Magnesium sulfate heptahydrate', cas: '10034-99-8' },
  ];
  const find = (q: string) => filterBySearch(items, q, (i) => [i.name, i.chem, i.cas]).map((i) => i.name);

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

describe('APIs and excipients list', () => {
  it('shows 4 services, all 7 after View All, 4 again after Show Less', async () => {
    await renderApp('/business/api-excipients');
    const services = screen.getByRole('region', { name: 'Our Services' });
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const toggle = within(services).getByRole('button', { name: 'View All' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(services).getByRole('button', { name: 'Show Less' }));
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('lists 30 products with encoded links and filters them as you type', async () => {
    await renderApp('/business/api-excipients');
    const products = screen.getByRole('region', { name: 'Our Products' });
    const links = within(products).getAllByRole('link');
    expect(links).toHaveLength(30);
    expect(within(products).getByRole('link', { name: /^Lutein 10%/ })).toHaveAttribute('href', '/business/api-excipients/Lutein%2010%25');
    const search = within(products).getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(search, '1115-70-4');
    await waitFor(() => expect(within(products).getAllByRole('link')).toHaveLength(1));
    expect(within(products).getByRole('link', { name: /Metformin Hydrochloride/ })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'unobtainium');
    await waitFor(() => expect(within(products).queryAllByRole('link')).toHaveLength(0));
    expect(within(products).getByText(/No product matches your search/)).toBeInTheDocument();
  });
});

describe('API product page', () => {
  it('shows identity, uses as an ordered list, specifications as a table, comma values as lines', async () => {
    await renderApp('/business/api-excipients/talc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Talc' })).toBeInTheDocument();
    expect(screen.getByText('14807-96-6')).toBeInTheDocument();
    expect(screen.getByLabelText('Mg3Si4O10(OH)2').querySelectorAll('sub')).toHaveLength(4);
    expect(screen.getByText('379.26 g/mol')).toBeInTheDocument();
    const uses = screen.getByRole('region', { name: 'Industrial Uses' });
    expect(within(uses).getAllByRole('list')[0]!.tagName).toBe('OL');
    const table = screen.getByRole('table', { name: 'Specifications of Talc' });
    const cell = within(table).getByRole('row', { name: /^Description/ }).querySelector('td')!;
    expect([...cell.querySelectorAll('span.block')].map((s) => s.textContent)).toEqual(['Light homogeneous white or almost white powder', 'Greasy to the touch']);
    expect(screen.getByRole('link', { name: 'Enquire about this product' })).toHaveAttribute('href', '/contact?product=Talc');
  });

  it('draws the structure of a defined molecule, with alt text, and leaves out absent parts', async () => {
    await renderApp('/business/api-excipients/Povidone%20K30');
    await screen.findByRole('heading', { level: 1, name: 'Povidone K30' });
    expect(screen.queryByText('Molecular weight')).not.toBeInTheDocument();
    expect(screen.queryByText('Density')).not.toBeInTheDocument();
    cleanup();
    await renderApp('/business/api-excipients/metformin%20hydrochloride');
    const img = await screen.findByRole('img', { name: '2-D chemical structure of Metformin Hydrochloride' });
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  });

  it('answers an unknown product with the not-found screen and a link back to the list', async () => {
    await renderApp('/business/api-excipients/Unobtainium');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to APIs and Excipients' })).toHaveAttribute('href', '/business/api-excipients');
  });
});
