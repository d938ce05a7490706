import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { searchIndexFile, searchDocs } from '../../scripts/vite/search-index.ts';
import { certificateTypeLabels, type CertificateType } from '../../src/content/certificate-types.ts';
import type { SearchIndexFile } from '../../src/features/search/search-doc.ts';
import { createSearch } from '../../src/features/search/search-engine.ts';
import { contentDir, shownContent } from './content-dirs.ts';
import { renderApp } from './render-app.tsx';
import { ar } from '../../scripts/ui/words.ts';
import { catalogueListData, filterCards } from '../../src/sections/catalogue-list/data.ts';
import type { SectionContentOf } from '../../src/sections/section-types.ts';

type Covered = { productName?: string; tradeDetails?: { certificates?: CertificateType[] } };
/** The fixture as written (nothing dropped) and as the site shows it today. */
const written = loadContent(contentDir, { today: '2000-01-01' }).content!;
const today = new Date().toISOString().slice(0, 10);
const validCert = written.writtenSite.certificates.find((c) => c.validUntil >= today)!;
const expiredCert = written.writtenSite.certificates.find((c) => c.validUntil < today && !written.writtenSite.certificates.some((o) => o.type === c.type && o.validUntil >= today))!;
const coveredBy = (type: CertificateType) => written.entries.filter((e) => (e.data as Covered).tradeDetails?.certificates?.includes(type));

describe('certificates', () => {
  it('the fixture holds a valid certificate and an expired one, each covering a product', () => {
    expect(coveredBy(validCert.type).length).toBeGreaterThan(0);
    expect(coveredBy(expiredCert.type).length).toBeGreaterThan(0);
  });

  it('a product page shows a valid certificate with its issuer, number, date and Verify link', async () => {
    const product = coveredBy(validCert.type)[0]!;
    await renderApp(product.address.hashPath);
    const section = await screen.findByRole('region', { name: 'Trade details' });
    const row = within(section).getByText('Certificates', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(row.textContent).toContain(`${certificateTypeLabels[validCert.type]}, ${validCert.issuer}, no. ${validCert.number}, valid until`);
    if (validCert.verifyUrl) expect(within(row).getByRole('link', { name: 'Verify' })).toHaveAttribute('href', validCert.verifyUrl);
  });

  it('an expired certificate is not shown as held, and its products no longer name it', async () => {
    const product = coveredBy(expiredCert.type)[0]!;
    const shown = shownContent();
    expect(shown.site.certificates.map((c) => c.number)).not.toContain(expiredCert.number);
    expect((shown.entries.find((e) => e.file === product.file)!.data as Covered).tradeDetails?.certificates ?? []).not.toContain(expiredCert.type);
    expect(shown.dropped.map((d) => d.file)).toContain(shown.siteFile);
    await renderApp(product.address.hashPath);
    await screen.findByRole('region', { name: 'Trade details' });
    expect(screen.queryByText(expiredCert.number, { exact: false })).toBeNull();
    expect(screen.queryByText(expiredCert.issuer, { exact: false })).toBeNull();
  });

  it('"halal" in the site search finds the products a halal certificate covers, and an expired certificate finds none', () => {
    const engine = createSearch(JSON.parse(JSON.stringify(searchIndexFile(searchDocs(shownContent())))) as SearchIndexFile);
    const titles = (q: string) => engine.search(q).flatMap((g) => g.hits.map((h) => h.doc.title));
    const halal = titles(certificateTypeLabels[validCert.type].toLowerCase());
    for (const e of coveredBy(validCert.type)) expect(halal).toContain(e.title);
    for (const e of coveredBy(expiredCert.type)) expect(titles(certificateTypeLabels[expiredCert.type].toLowerCase())).not.toContain(e.title);
  });

  it('"halal" in the catalogue list\'s search box keeps only the products it covers', async () => {
    const covered = coveredBy(validCert.type).filter((e) => e.collection === 'api-products');
    const list = shownContent().pages.find((p) => p.data.sections.some((s) => s.type === 'catalogue-list' && s.collection === 'api-products'))!;
    await renderApp(list.path);
    const search = await screen.findByRole('searchbox', { name: /.+/ });
    const region = search.closest('section')!;
    await userEvent.type(search, certificateTypeLabels[validCert.type].toLowerCase());
    await waitFor(() => expect(within(region).getAllByRole('link')).toHaveLength(covered.length));
    for (const e of covered) expect(within(region).getByRole('link', { name: new RegExp(`^${e.title}`) })).toBeInTheDocument();
  });

  it('an Arabic list finds a certificate by its Arabic name, and still by its English one', async () => {
    const list = shownContent().pages.find((p) => p.data.sections.some((s) => s.type === 'catalogue-list' && s.collection === 'api-products'))!;
    const section = list.data.sections.find((s) => s.type === 'catalogue-list')! as SectionContentOf<'catalogue-list'>;
    const { cards } = await catalogueListData(section, 'ar');
    const covered = shownContent().localized.ar.entries.filter((e) => e.collection === 'api-products' && (e.data as Covered).tradeDetails?.certificates?.includes(validCert.type));
    expect(covered.length).toBeGreaterThan(0);
    for (const query of [ar.trade.certificateTypes[validCert.type], certificateTypeLabels[validCert.type].toLowerCase()]) {
      expect(filterCards(cards, query).map((c) => c.item.key).sort(), query).toEqual(covered.map((e) => e.key).sort());
    }
  });

  type Row = { name: string; certificates?: CertificateType[] };
  const commodity = written.pages
    .map((p) => ({ page: p, rows: ((p.data as { sections: { type: string; products?: Row[] }[] }).sections.find((s) => s.type === 'trade-details' && s.products?.some((r) => r.certificates?.includes(validCert.type)))?.products ?? []) }))
    .find((x) => x.rows.length)!;

  it("a commodity page's products table narrows to the rows a certificate covers, named in the page's language", async () => {
    await renderApp(commodity.page.address.hashPath);
    const filter = await screen.findByRole('combobox', { name: 'Certificate' });
    const grid = screen.getByRole('table', { name: /products/i });
    const rowNames = () => within(grid).getAllByRole('rowheader').map((h) => h.textContent);
    expect(rowNames()).toHaveLength(commodity.rows.length);
    await userEvent.selectOptions(filter, within(filter).getByRole('option', { name: certificateTypeLabels[validCert.type] }));
    const covered = commodity.rows.filter((r) => r.certificates?.includes(validCert.type));
    await waitFor(() => expect(rowNames()).toHaveLength(covered.length));
    for (const r of covered) expect(within(grid).getByRole('rowheader', { name: new RegExp(`^${r.name}`) })).toBeInTheDocument();
    await userEvent.selectOptions(filter, within(filter).getByRole('option', { name: 'All products' }));
    await waitFor(() => expect(rowNames()).toHaveLength(commodity.rows.length));
  });

  it('"halal" in the site search finds a commodity page\'s product its certificate covers', () => {
    const engine = createSearch(JSON.parse(JSON.stringify(searchIndexFile(searchDocs(shownContent())))) as SearchIndexFile);
    const titles = engine.search(certificateTypeLabels[validCert.type].toLowerCase()).flatMap((g) => g.hits.map((h) => h.doc.title));
    for (const r of commodity.rows.filter((x) => x.certificates?.includes(validCert.type))) expect(titles).toContain(r.name);
  });
});
