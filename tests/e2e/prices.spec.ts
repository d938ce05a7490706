import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadContent } from '../../scripts/content/load.ts';
import type { Price } from '../../src/content/trade-details.ts';
import { fixtureContentDir, serveFixtureSite } from './fixture-site.ts';

/**
 * Issue 49: on the built test content, a valid indicative price is on its product's static page,
 * its printed sheet and its structured data (an AggregateOffer); one past its validUntil is on none
 * of them, nor in the search index.
 */
type Priced = { tradeDetails?: { price?: Price } };
const written = loadContent(fixtureContentDir, { today: '2000-01-01' }).content!;
const today = new Date().toISOString().slice(0, 10);
const priced = written.entries.filter((e) => (e.data as Priced).tradeDetails?.price);
const valid = priced.find((e) => (e.data as Priced).tradeDetails!.price!.validUntil >= today)!;
const expired = priced.find((e) => (e.data as Priced).tradeDetails!.price!.validUntil < today)!;
const dist = path.resolve('tests/.tmp/fixture-dist');

/** The static page's JSON-LD items. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

test.describe('indicative prices on the built site', () => {
  let served: { baseURL: string; server: Server };
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    served = await serveFixtureSite();
  });
  test.afterAll(() => served?.server.close());

  test('a valid price is on the static page, its printed sheet and its JSON-LD offer', async ({ page }) => {
    const price = (valid.data as Priced).tradeDetails!.price!;
    const html = readFileSync(path.join(dist, valid.address.realPath, 'index.html'), 'utf8');
    const product = structuredData(html).find((d) => d['@type'] === 'Product')!;
    // The product's own band is one offer (without a grade's name); its grades' bands, where it has any, are others.
    const offers = ([] as unknown[]).concat(product.offers) as { name?: string }[];
    expect(offers.find((o) => o.name === undefined)).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: price.currency, lowPrice: price.min, highPrice: price.max, priceValidUntil: price.validUntil });
    await page.emulateMedia({ media: 'print' });
    await page.goto(`${served.baseURL}${valid.address.realPath}`);
    await expect(page.getByText('Indicative price', { exact: true })).toBeVisible();
    await expect(page.getByText(/quotation confirms the price/)).toBeVisible();
  });

  test('an expired price is on no page, sheet, JSON-LD or search index', async ({ page }) => {
    const price = (expired.data as Priced).tradeDetails!.price!;
    const html = readFileSync(path.join(dist, expired.address.realPath, 'index.html'), 'utf8');
    expect(structuredData(html).find((d) => d['@type'] === 'Product')?.offers).toBeUndefined();
    expect(html).not.toContain('Indicative price');
    expect(html).not.toContain(price.validUntil);
    const assets = readdirSync(path.join(dist, 'assets'), { recursive: true, encoding: 'utf8' }).filter((f) => /search.*\.json$/.test(f));
    expect(assets.length).toBeGreaterThan(0);
    for (const f of assets) expect(readFileSync(path.join(dist, 'assets', f), 'utf8')).not.toContain(price.port ?? price.validUntil);
    await page.emulateMedia({ media: 'print' });
    await page.goto(`${served.baseURL}${expired.address.realPath}`);
    await expect(page.getByRole('heading', { name: 'Trade details' })).toBeVisible();
    await expect(page.getByText('Indicative price', { exact: true })).toHaveCount(0);
  });
});
