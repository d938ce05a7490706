import { expect, test, type Locator } from '@playwright/test';
import { formulaParts } from '../../src/catalogue/api-product/display-text.ts';
import { apiHref, apiListPath, apiProducts, literally, needs, pageAt, sectionsOf } from './content.ts';
import { open } from './helpers.ts';

// What the list and the product pages show comes from the content (tests/e2e/content.ts).
const listTitle = pageAt(apiListPath)!.title;
const services = needs(sectionsOf(apiListPath, 'cards'), 'cards section with "initial" on the API page', (s) => s.initial !== undefined && s.items.length > s.initial);
const list = needs(sectionsOf(apiListPath, 'catalogue-list'), 'API catalogue list', (s) => s.collection === 'api-products');
/** Names that need encoding in an address beyond a space: "%", "(", ... */
const oddName = needs(apiProducts, 'API product whose name has a sign in it', (p) => /[^A-Za-z0-9 ]/.test(p.productName)).productName;

/** Presses Show more until every card is drawn. */
async function showAll(region: Locator) {
  const more = region.getByRole('button', { name: 'Show more' });
  while (await more.isVisible()) await more.click();
}

test.describe('APIs and excipients', () => {
  test('services show the first "initial", then all, then the first again', async ({ page }) => {
    await open(page, apiListPath);
    const region = page.getByRole('region', { name: services.heading });
    await expect(region.getByRole('heading', { level: 3 })).toHaveCount(services.initial!);
    await region.getByRole('button', { name: 'View All' }).click();
    await expect(region.getByRole('heading', { level: 3 })).toHaveCount(services.items.length);
    await expect(region.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await region.getByRole('button', { name: 'Show Less' }).click();
    await expect(region.getByRole('heading', { level: 3 })).toHaveCount(services.initial!);
  });

  test('a link per product with an encoded address, and a search that filters', async ({ page }) => {
    await open(page, apiListPath);
    const products = page.getByRole('region', { name: list.heading });
    await showAll(products);
    await expect(products.getByRole('link')).toHaveCount(apiProducts.length);
    await expect(products.getByRole('link', { name: new RegExp(`^${literally(oddName).source}`) })).toHaveAttribute('href', `#${apiHref(oddName)}`);
    const search = products.getByRole('searchbox', { name: list.searchLabel });
    const wanted = apiProducts[apiProducts.length - 1]!;
    await search.fill(wanted.casNumber);
    await expect(products.getByRole('link')).toHaveCount(apiProducts.filter((p) => p.casNumber === wanted.casNumber).length);
    await expect(products.getByRole('link', { name: literally(wanted.productName) })).toBeVisible();
    await search.fill('no such product');
    await expect(products.getByRole('link')).toHaveCount(0);
    await expect(products.getByText(list.emptyText)).toBeVisible();
    await products.getByRole('button', { name: 'Clear search' }).click();
    await showAll(products);
    await expect(products.getByRole('link')).toHaveCount(apiProducts.length);
  });

  test('a product card opens the product page', async ({ page }) => {
    await open(page, apiListPath);
    const products = page.getByRole('region', { name: list.heading });
    await products.getByRole('searchbox', { name: list.searchLabel }).fill(oddName);
    await products.getByRole('link', { name: new RegExp(`^${literally(oddName).source}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: oddName })).toBeVisible();
  });
});

test.describe('API product page', () => {
  test('identity block, Industrial Uses and Specifications', async ({ page }) => {
    const product = needs(apiProducts, 'API product with SMILES, a molecular weight, uses in lists and specifications', (p) =>
      p.smiles && p.molecularWeight && p.specifications.length && p.industries.some((g) => g.items.some((i) => Array.isArray(i.description))),
    );
    await open(page, apiHref(product.productName));
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
    const structure = page.getByRole('img', { name: `2-D chemical structure of ${product.productName}` });
    await expect(structure).toBeVisible();
    // Visible is not loaded: wait until the drawing has actually arrived and decoded.
    await expect.poll(() => structure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByText(product.casNumber, { exact: true })).toBeVisible();
    await expect(page.getByLabel(product.chemicalFormula).locator('sub')).toHaveCount(formulaParts(product.chemicalFormula).filter((p) => p.sub).length);
    await expect(page.getByText(`${product.molecularWeight} g/mol`)).toBeVisible();
    await expect(page.locator('em, i, [class*="italic"]').filter({ hasText: product.chemicalName })).toBeVisible();
    const uses = page.getByRole('region', { name: 'Industrial Uses' });
    await expect(uses.locator('ol > li')).not.toHaveCount(0);
    await expect(uses.locator('ol > li ul > li').first()).toBeVisible();
    const table = page.getByRole('table', { name: `Specifications of ${product.productName}` });
    await expect(table.getByRole('columnheader', { name: 'Parameter' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(product.specifications.length + 1);
  });

  test('a lower-case address finds the product', async ({ page }) => {
    const product = needs(apiProducts, 'API product with an upper-case letter in its name', (p) => p.productName !== p.productName.toLowerCase());
    await open(page, apiHref(product.productName).toLowerCase());
    await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  });

  test('an unknown product shows the not-found screen with a link back to the list', async ({ page }) => {
    await open(page, `${apiListPath}/Unobtainium`);
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await page.getByRole('link', { name: `Back to ${listTitle}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: listTitle })).toBeVisible();
  });

  test('the enquire link carries the product to the contact page', async ({ page }) => {
    await open(page, apiHref(oddName));
    const enquire = page.getByRole('link', { name: 'Enquire about this product' });
    // As a form encodes it (the app's enquiryHref): "(" is "%28", a space "%20".
    const target = `#/contact?${new URLSearchParams({ product: oddName }).toString().replace(/\+/g, '%20')}`;
    await expect(enquire).toHaveAttribute('href', target);
    await enquire.click();
    // The contact page puts the product on the list, focuses its quantity and then drops the
    // query from the address (so a reload does not add it again): check the list, not the address.
    await expect(page.getByRole('spinbutton', { name: `Quantity for ${oddName}`, exact: true })).toBeFocused();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/contact');
  });

  test('no horizontal scroll on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The list, and the product with the longest name.
    const longest = [...apiProducts].sort((a, b) => b.productName.length - a.productName.length)[0]!;
    for (const path of [apiListPath, apiHref(longest.productName)]) {
      await open(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
});
