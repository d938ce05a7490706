import { expect, test } from '@playwright/test';
import { open } from './helpers.ts';

test.describe('APIs and excipients', () => {
  test('services show 4, then 7, then 4', async ({ page }) => {
    await open(page, '/business/api-excipients');
    const services = page.getByRole('region', { name: 'Our Services' });
    await expect(services.getByRole('heading', { level: 3 })).toHaveCount(4);
    await services.getByRole('button', { name: 'View All' }).click();
    await expect(services.getByRole('heading', { level: 3 })).toHaveCount(7);
    await expect(services.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await services.getByRole('button', { name: 'Show Less' }).click();
    await expect(services.getByRole('heading', { level: 3 })).toHaveCount(4);
  });

  test('30 product links with encoded addresses, and a search that filters', async ({ page }) => {
    await open(page, '/business/api-excipients');
    const products = page.getByRole('region', { name: 'Our Products' });
    await expect(products.getByRole('link')).toHaveCount(30);
    await expect(products.getByRole('link', { name: /^Lutein 10%/ })).toHaveAttribute('href', '#/business/api-excipients/Lutein%2010%25');
    await expect(products.getByRole('link', { name: /^Liquorice \(Glycyrrhiza\) Extract 10%/ })).toHaveAttribute(
      'href',
      `#/business/api-excipients/${encodeURIComponent('Liquorice (Glycyrrhiza) Extract 10%')}`,
    );
    const search = products.getByRole('searchbox', { name: 'Search products' });
    await search.fill('magnesium');
    await expect(products.getByRole('link')).toHaveCount(4);
    await search.fill('117772-70-0');
    await expect(products.getByRole('link')).toHaveCount(1);
    await expect(products.getByRole('link', { name: /Azithromycin Dihydrate/ })).toBeVisible();
    await search.fill('no such product');
    await expect(products.getByRole('link')).toHaveCount(0);
    await expect(products.getByText(/No product matches your search/)).toBeVisible();
    await products.getByRole('button', { name: 'Clear search' }).click();
    await expect(products.getByRole('link')).toHaveCount(30);
  });

  test('a product card opens the product page', async ({ page }) => {
    await open(page, '/business/api-excipients');
    await page.getByRole('link', { name: /^Liquorice \(Glycyrrhiza\) Extract 10%/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Liquorice (Glycyrrhiza) Extract 10%' })).toBeVisible();
  });
});

test.describe('API product page', () => {
  test('identity block, Industrial Uses and Specifications', async ({ page }) => {
    await open(page, '/business/api-excipients/Azithromycin%20Dihydrate');
    await expect(page.getByRole('heading', { level: 1, name: 'Azithromycin Dihydrate' })).toBeVisible();
    const structure = page.getByRole('img', { name: '2-D chemical structure of Azithromycin Dihydrate' });
    await expect(structure).toBeVisible();
    // Visible is not loaded: wait until the drawing has actually arrived and decoded.
    await expect.poll(() => structure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByText('117772-70-0')).toBeVisible();
    await expect(page.getByLabel('C38H72N2O12·2H2O').locator('sub')).toHaveCount(5);
    await expect(page.getByText('785.02 g/mol')).toBeVisible();
    await expect(page.locator('em, i, [class*="italic"]').filter({ hasText: '9-Deoxo-9a-aza-9a-methyl-9a-homoerythromycin A dihydrate' })).toBeVisible();
    const uses = page.getByRole('region', { name: 'Industrial Uses' });
    await expect(uses.locator('ol > li')).not.toHaveCount(0);
    await expect(uses.locator('ol > li ul > li').first()).toBeVisible();
    const table = page.getByRole('table', { name: 'Specifications of Azithromycin Dihydrate' });
    await expect(table.getByRole('columnheader', { name: 'Parameter' })).toBeVisible();
    await expect(table.getByRole('row')).not.toHaveCount(1);
  });

  test('a lower-case address finds the product', async ({ page }) => {
    await open(page, '/business/api-excipients/metformin%20hydrochloride');
    await expect(page.getByRole('heading', { level: 1, name: 'Metformin Hydrochloride' })).toBeVisible();
  });

  test('an unknown product shows the not-found screen with a link back to the list', async ({ page }) => {
    await open(page, '/business/api-excipients/Unobtainium');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await page.getByRole('link', { name: 'Back to APIs and Excipients' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'APIs and Excipients' })).toBeVisible();
  });

  test('the enquire link carries the product to the contact page', async ({ page }) => {
    await open(page, '/business/api-excipients/Lutein%2010%25');
    const enquire = page.getByRole('link', { name: 'Enquire about this product' });
    await expect(enquire).toHaveAttribute('href', '#/contact?product=Lutein%2010%25');
    await enquire.click();
    await expect(page).toHaveURL(/#\/contact\?product=Lutein%2010%25$/);
  });

  test('no horizontal scroll on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/business/api-excipients', '/business/api-excipients/Cetirizine%20Dihydrochloride']) {
      await open(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
});
