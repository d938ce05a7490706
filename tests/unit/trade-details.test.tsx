import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentList, TradeDetailsList, documentLabel, fileSize } from '../../src/components/ui/trade-details.tsx';
import { shownContent } from './content-dirs.ts';
import { renderApp } from './render-app.tsx';

describe('trade details', () => {
  it('lists the fields a product has, each under its label, and nothing for the rest', () => {
    const { container } = render(
      <TradeDetailsList details={{ hsCode: '0713 20 10', incoterms: ['FOB', 'CIF'], packing: ['25 kg bag', '50 kg bag'] }} synonyms={['Kabuli chana']} />,
    );
    const list = container.querySelector('dl')!;
    const row = (label: string) => within(list).getByText(label, { selector: 'dt' }).nextElementSibling!;
    expect(row('HS code').textContent).toBe('0713 20 10');
    expect(row('Incoterms').textContent).toBe('FOB, CIF');
    expect(within(row('Packing') as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['25 kg bag', '50 kg bag']);
    expect(row('Also known as').textContent).toBe('Kabuli chana');
    expect(within(list).queryByText('Lead time')).toBeNull();
  });

  it('names a document by its type, whether it is a sample, and its size', () => {
    expect(fileSize(86_016)).toBe('84 KB');
    expect(fileSize(300)).toBe('1 KB');
    expect(fileSize(1_572_864)).toBe('1.5 MB');
    const doc = { type: 'specification-sheet' as const, sample: true, url: '/a.pdf', bytes: 86_016 };
    expect(documentLabel(doc)).toBe('Specification sheet (sample, PDF, 84 KB)');
    expect(documentLabel({ ...doc, type: 'certificate-of-analysis', sample: false, title: 'COA, lot 2405' })).toBe('COA, lot 2405 (PDF, 84 KB)');
    render(<DocumentList documents={[doc]} />);
    expect(screen.getByRole('link', { name: 'Specification sheet (sample, PDF, 84 KB)' })).toHaveAttribute('href', '/a.pdf');
  });

  it("show on an API product's page with its documents and a Print button", async () => {
    type Product = { productName: string; tradeDetails?: { hsCode?: string }; documents?: unknown[] };
    const products = shownContent().entries.filter((e) => e.collection === 'api-products').map((e) => e.data as Product);
    // One with an HS code and documents, as the test content has.
    const product = products.find((p) => p.tradeDetails?.hsCode && p.documents?.length) ?? products[0]!;
    await renderApp(`/business/api-excipients/${encodeURIComponent(product.productName)}`);
    const section = await screen.findByRole('region', { name: 'Trade details' });
    if (product.tradeDetails?.hsCode) expect(within(section).getByText(product.tradeDetails.hsCode)).toBeInTheDocument();
    if (product.documents?.length) expect(within(section).getAllByRole('link', { name: /\(.*PDF, \d+(\.\d)? [KM]B\)$/ })).toHaveLength(product.documents.length);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
