import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentList, TradeDetailsList } from '../../src/components/ui/trade-details.tsx';
import { shownContent } from './content-dirs.ts';
import { renderApp } from './render-app.tsx';

describe('trade details', () => {
  it('lists the fields a product has, each under its label, and nothing for the rest', () => {
    const { container } = render(
      <TradeDetailsList
        details={{ hsCode: { code: '0713 20 10', status: 'confirmed' }, incoterms: ['FOB', 'CIF'], packing: ['25 kg bag', '50 kg bag'] }}
        synonyms={['Kabuli chana']}
      />,
    );
    const list = container.querySelector('dl')!;
    const row = (label: string) => within(list).getByText(label, { selector: 'dt' }).nextElementSibling!;
    expect(row('HS code').textContent).toBe('0713 20 10');
    expect(row('Incoterms').textContent).toBe('FOB and CIF');
    expect(within(row('Packing') as HTMLElement).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['25 kg bag', '50 kg bag']);
    expect(row('Also known as').textContent).toBe('Kabuli chana');
    expect(within(list).queryByText('Lead time')).toBeNull();
    expect(within(list).queryByText('Trade rules')).toBeNull();
  });

  it('marks an HS code not confirmed by a customs broker "indicative" in words, says what that means, and shows its note', () => {
    const { container } = render(<TradeDetailsList details={{ hsCode: { code: '2106.90', status: 'indicative', note: 'Crystals: 3203.00' } }} />);
    const row = within(container.querySelector('dl')!).getByText('HS code', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(row).getByText('2106.90')).toBeInTheDocument();
    expect(within(row).getByText('indicative')).toBeInTheDocument();
    expect(within(row).getByText('Crystals: 3203.00')).toBeInTheDocument();
    expect(row.textContent).toMatch(/not yet confirmed by a customs broker/);
  });

  it('shows each export-policy notice with its source and the day it was checked, leaving out a number or date still to be added', () => {
    const { container } = render(
      <TradeDetailsList
        details={{
          policyNotices: [
            { title: 'Export restricted', text: 'Exports need an approval.', source: { document: 'DGFT notification', number: '25/2015-2020', date: '2022-08-27' }, checkedOn: '2026-01-15' },
            { title: 'Import alert', text: 'Detained unless labelled.', source: { document: 'US FDA Import Alert', number: '26-04', date: null }, checkedOn: undefined },
          ],
        }}
      />,
    );
    const row = within(container.querySelector('dl')!).getByText('Trade rules', { selector: 'dt' }).nextElementSibling as HTMLElement;
    const items = within(row).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Export restricted. Exports need an approval.Source: DGFT notification 25/2015-2020, 27 August 2022 · checked on 15 January 2026',
      'Import alert. Detained unless labelled.Source: US FDA Import Alert 26-04',
    ]);
  });

  it('names a file by its type, whether it is a sample, its lot, date, size and a language other than English', () => {
    const doc = { type: 'specification-sheet' as const, sample: true, date: '2026-03-12', language: 'en' as const, url: '/a.pdf', bytes: 86_016 };
    render(
      <DocumentList
        documents={[
          doc,
          { ...doc, url: '/b.pdf', type: 'certificate-of-analysis', sample: false, lot: '2405', language: 'fr', bytes: 300 },
          // A title that does not start with its type's label comes after it: every link starts with the label.
          { ...doc, url: '/c.pdf', type: 'certificate', sample: false, title: 'Halal certificate', bytes: 1_572_864 },
          { ...doc, url: '/d.pdf', type: 'certificate-of-analysis', sample: false, title: 'Certificate of analysis, lot 7' },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Specification sheet (sample, 12 March 2026, PDF, 84 KB)' });
    expect(link).toHaveAttribute('href', '/a.pdf');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(screen.getByRole('link', { name: 'Certificate of analysis (lot 2405, 12 March 2026, PDF, 1 KB, French)' })).toHaveAttribute('href', '/b.pdf');
    expect(screen.getByRole('link', { name: 'Certificate: Halal certificate (12 March 2026, PDF, 1.5 MB)' })).toHaveAttribute('href', '/c.pdf');
    expect(screen.getByRole('link', { name: 'Certificate of analysis, lot 7 (12 March 2026, PDF, 84 KB)' })).toHaveAttribute('href', '/d.pdf');
  });

  it('names a document sent on request, with its note, and says where to ask for it', () => {
    render(
      <DocumentList
        documents={[
          { type: 'safety-data-sheet', onRequest: true },
          { type: 'certificate', title: 'Phytosanitary certificate', note: 'Where the importing country asks for one', onRequest: true },
        ]}
      />,
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    // Whitespace as read (the no-break space inside "(on request)" reads as a space).
    expect(screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\s/g, ' '))).toEqual([
      'Safety data sheet (on request)',
      'Phytosanitary certificate (on request)Where the importing country asks for one',
    ]);
    expect(screen.getByText(/tick the ones you need under “Documents wanted”/)).toBeInTheDocument();
  });

  it('draws each kind of document icon once and the lines after it refer to that drawing', () => {
    const { container } = render(
      <DocumentList
        documents={[
          { type: 'safety-data-sheet', onRequest: true },
          { type: 'gmp-certificate', onRequest: true },
          { type: 'certificate', title: 'Halal certificate', onRequest: true },
        ]}
      />,
    );
    const icons = [...container.querySelectorAll('li > svg')];
    expect(icons).toHaveLength(3);
    const drawn = icons[0]!.querySelector('g[id]')!;
    expect(drawn.children.length).toBeGreaterThan(0);
    // The later lines' icons are the same shapes by reference (<use>), the same size and class.
    for (const icon of icons.slice(1)) {
      expect(icon.querySelector('use')!.getAttribute('href')).toBe(`#${drawn.id}`);
      expect(icon.getAttribute('class')).toBe(icons[0]!.getAttribute('class'));
    }
    expect(container.querySelectorAll(`[id="${drawn.id}"]`)).toHaveLength(1);
  });

  it("show on an API product's page with its documents and a Print button", async () => {
    type Product = { productName: string; tradeDetails?: { hsCode?: { code: string } }; documents?: unknown[] };
    const products = shownContent().entries.filter((e) => e.collection === 'api-products').map((e) => e.data as Product);
    // One with an HS code and documents, as the test content has.
    const product = products.find((p) => p.tradeDetails?.hsCode && p.documents?.length) ?? products[0]!;
    await renderApp(`/business/api-excipients/${encodeURIComponent(product.productName)}`);
    const section = await screen.findByRole('region', { name: 'Trade details' });
    if (product.tradeDetails?.hsCode) expect(within(section).getByText(product.tradeDetails.hsCode.code)).toBeInTheDocument();
    const files = (product.documents ?? []).filter((d) => typeof d === 'object' && d !== null && 'file' in d);
    expect(within(section).queryAllByRole('link', { name: /\(.*\d{4}, PDF, \d+(\.\d)? [KM]B\)$/ })).toHaveLength(files.length);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
