import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { searchDocs, searchIndexFile } from '../../scripts/vite/search-index.ts';
import { structuredData } from '../../scripts/render/head.ts';
import { priceOf } from '../../scripts/render/render-site.ts';
import { localeInfo, type Locale } from '../../src/content/locales.ts';
import type { Price } from '../../src/content/trade-details.ts';
import { contentDir, shownContent } from './content-dirs.ts';
import { renderApp } from './render-app.tsx';

/** The fixture's entries with a price, as written (tests/fixtures/content): one valid, one expired. */
type Priced = { productName: string; tradeDetails?: { price?: Price } };
const written = loadContent(contentDir, { today: '2000-01-01' }).content!;
const priced = written.entries.filter((e) => (e.data as Priced).tradeDetails?.price);
const today = new Date().toISOString().slice(0, 10);
const valid = priced.find((e) => (e.data as Priced).tradeDetails!.price!.validUntil >= today)!;
const expired = priced.find((e) => (e.data as Priced).tradeDetails!.price!.validUntil < today)!;

/** The band as the browser's Intl writes it in a language (Latin digits, as the site writes them). */
function intlBand(price: Price, locale: Locale) {
  const tag = localeInfo[locale].intl;
  const digits = Number.isInteger(price.min) && Number.isInteger(price.max) ? 0 : 2;
  const n = new Intl.NumberFormat(tag, { numberingSystem: 'latn', minimumFractionDigits: digits, maximumFractionDigits: digits });
  const [y, m, d] = price.validUntil.split('-').map(Number);
  const date = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(Date.UTC(y!, m! - 1, d)));
  return { min: n.format(price.min), max: n.format(price.max), date };
}

describe('indicative prices', () => {
  it('the fixture has a valid price and an expired one (the test content these tests read)', () => {
    expect(valid).toBeDefined();
    expect(expired).toBeDefined();
  });

  it('shows a price on its English page with the numbers and date as Intl writes them, and that a quotation confirms it', async () => {
    const price = (valid.data as Priced).tradeDetails!.price!;
    const { min, max, date } = intlBand(price, 'en');
    await renderApp(valid.address.hashPath);
    const section = await screen.findByRole('region', { name: 'Trade details' });
    const row = within(section).getByText('Indicative price', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(row.textContent).toContain(`${price.currency} ${min}-${max} per ${price.unit}, ${price.incoterm}${price.port ? ` ${price.port}` : ''}, valid until ${date}`);
    expect(row.textContent).toMatch(/quotation confirms the price/);
  });

  it('shows it on the Arabic page in Arabic words, with the date as Intl writes it in Arabic', async () => {
    const price = (valid.data as Priced).tradeDetails!.price!;
    const { min, max, date } = intlBand(price, 'ar');
    const arabic = shownContent().localized.ar.entries.find((e) => e.collection === valid.collection && e.slug === valid.slug)!;
    expect(arabic).toBeDefined();
    await renderApp(arabic.address.hashPath);
    const term = await screen.findByText('السعر الاسترشادي', { selector: 'dt' });
    const row = term.nextElementSibling as HTMLElement;
    expect(row.textContent).toContain(`${min}-${max}`);
    expect(row.textContent).toContain(`ساري حتى ${date}`);
    expect(row.textContent).toContain('يؤكده عرض السعر');
  });

  it('drops a price past its validUntil from what the site shows, and says which', async () => {
    const content = shownContent();
    const shown = content.entries.find((e) => e.file === expired.file)!;
    expect((shown.data as Priced).tradeDetails?.price).toBeUndefined();
    expect(content.dropped.map((d) => `${d.file}: ${d.path}`)).toContain(`${expired.file}: tradeDetails.price.validUntil`);
    const price = (expired.data as Priced).tradeDetails!.price!;
    expect(JSON.stringify(searchIndexFile(searchDocs(content)))).not.toContain(price.port ?? String(price.min));
    await renderApp(expired.address.hashPath);
    await screen.findByRole('region', { name: 'Trade details' });
    expect(screen.queryByText('Indicative price')).toBeNull();
  });

  it("shows payment terms (the site's unless the product has its own), samples and container loads as trade-details rows", async () => {
    type Terms = { tradeDetails?: { paymentTerms?: string[]; samplePolicy?: { quantity?: string }; containerLoad?: { packing: string }[] } };
    const site = written.writtenSite;
    const withSamples = written.entries.find((e) => (e.data as Terms).tradeDetails?.samplePolicy && (e.data as Terms).tradeDetails?.containerLoad && !(e.data as Terms).tradeDetails?.paymentTerms)!;
    expect(site.paymentTerms?.length).toBeGreaterThan(0);
    await renderApp(withSamples.address.hashPath);
    const section = await screen.findByRole('region', { name: 'Trade details' });
    const row = (label: string) => within(section).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    for (const term of site.paymentTerms!) expect(row('Payment terms').textContent).toContain(term);
    const details = (withSamples.data as Terms).tradeDetails!;
    expect(row('Samples').textContent).toContain(details.samplePolicy!.quantity);
    expect(row('Container load').textContent).toContain(details.containerLoad![0]!.packing);
    expect(row('Container load').textContent).toMatch(/in a 20′ container/);
  });

  it("a product's own payment terms replace the site's", async () => {
    type Terms = { tradeDetails?: { paymentTerms?: string[] } };
    const own = written.entries.find((e) => (e.data as Terms).tradeDetails?.paymentTerms)!;
    await renderApp(own.address.hashPath);
    const section = await screen.findByRole('region', { name: 'Trade details' });
    const text = (within(section).getByText('Payment terms', { selector: 'dt' }).nextElementSibling as HTMLElement).textContent;
    for (const term of (own.data as Terms).tradeDetails!.paymentTerms!) expect(text).toContain(term);
    for (const term of written.writtenSite.paymentTerms!) expect(text).not.toContain(term);
  });
});

/** The fixture's trade-details tables whose rows carry a price (issue 49: a commodity page prices its products row by row). */
type Row = { name: string; price?: Price };
type TradeSection = { type: string; products?: Row[] };
const tables = written.pages.flatMap((p) => ((p.data as { sections?: TradeSection[] }).sections ?? []).filter((s) => s.type === 'trade-details' && s.products?.some((r) => r.price)).map((s) => ({ page: p, rows: s.products! })));

describe('indicative prices in a products table', () => {
  const table = tables[0]!;
  const validRow = table?.rows.find((r) => r.price && r.price.validUntil >= today);
  const expiredRow = table?.rows.find((r) => r.price && r.price.validUntil < today);

  it('the fixture has a table with a row priced and one whose price has expired', () => {
    expect(validRow).toBeDefined();
    expect(expiredRow).toBeDefined();
  });

  it("shows a row's price in its own column, with the words that a quotation confirms it; an expired one in no row, and the load names it", async () => {
    const price = validRow!.price!;
    const { min, max, date } = intlBand(price, 'en');
    await renderApp(table.page.address.hashPath);
    const grid = await screen.findByRole('table', { name: /products/i });
    expect(within(grid).getByRole('columnheader', { name: 'Indicative price' })).toBeTruthy();
    const row = within(grid).getByRole('rowheader', { name: validRow!.name }).closest('tr')!;
    expect(row.textContent).toContain(`${price.currency} ${min}-${max} per ${price.unit}, ${price.incoterm} ${price.port}, valid until ${date}`);
    const old = within(grid).getByRole('rowheader', { name: new RegExp(`^${expiredRow!.name}`) }).closest('tr')!;
    expect(old.textContent).not.toContain(expiredRow!.price!.currency);
    expect(screen.getByText(/quotation confirms the price/)).toBeTruthy();
    const index = (table.page.data as { sections: TradeSection[] }).sections.findIndex((s) => s.products === table.rows);
    const rowIndex = table.rows.indexOf(expiredRow!);
    expect(shownContent().dropped.map((d) => `${d.file}: ${d.path}`)).toContain(`${table.page.file}: sections[${index}].products[${rowIndex}].price.validUntil`);
  });
});

describe('indicative prices in structured data', () => {
  type Graded = { tradeDetails?: { price?: Price; gradePrices?: { grade: string; price: Price }[] } };
  const graded = written.entries.find((e) => (e.data as Graded).tradeDetails?.gradePrices?.some((g) => g.price.validUntil < today) && (e.data as Graded).tradeDetails?.gradePrices?.some((g) => g.price.validUntil >= today))!;

  it('offers the product\'s band and each grade\'s still valid, named by grade; an expired grade price is not offered', () => {
    expect(graded).toBeDefined();
    const shown = shownContent().entries.find((e) => e.file === graded.file)!;
    const head = { title: 't', description: 'd', canonical: 'https://example.com/p/', image: 'https://example.com/p.png', imageAlt: '', type: 'product' as const, breadcrumbs: [] };
    const ld = structuredData({ ...head, product: { name: 'n', description: 'd', image: head.image, facts: [], ...priceOf(shown.data) } }, shownContent().site, 'https://example.com/');
    const product = ld.find((x) => (x as { '@type': string })['@type'] === 'Product') as { offers: { name?: string; priceCurrency: string; lowPrice: number; highPrice: number; priceValidUntil: string }[] };
    const grades = (graded.data as Graded).tradeDetails!.gradePrices!;
    const offers = Array.isArray(product.offers) ? product.offers : [product.offers];
    for (const g of grades.filter((x) => x.price.validUntil >= today)) {
      expect(offers).toContainEqual(expect.objectContaining({ name: g.grade, priceCurrency: g.price.currency, lowPrice: g.price.min, highPrice: g.price.max, priceValidUntil: g.price.validUntil }));
    }
    for (const g of grades.filter((x) => x.price.validUntil < today)) expect(offers.map((o) => o.name)).not.toContain(g.grade);
    const own = (shown.data as Graded).tradeDetails?.price;
    if (own) expect(offers).toContainEqual(expect.objectContaining({ lowPrice: own.min, highPrice: own.max, priceCurrency: own.currency }));
  });
});
