import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { apiHref, apiProducts, content, needs, pagesWith, site } from './content.ts';
import { open } from './helpers.ts';

// What the sheet must and must not say comes from the content: the product, the company's
// phone and the navigation labels.
const product = needs(apiProducts, 'API product with specifications and trade details', (p) => p.specifications.length > 0 && p.tradeDetails);
const navLabels = site.nav.flatMap((item) => [item.label, ...(item.children ?? []).map((c) => c.label)]);

/** Pages of a PDF: its page objects ("/Type /Page", not the "/Type /Pages" tree). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

test.describe('printed product sheet', () => {
  test('an API product prints on at most two A4 pages with its identity, specifications and the company phone, and no navigation', async ({ page }) => {
    await open(page, apiHref(product.productName));
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(pageCount(pdf)).toBeGreaterThan(0);
    expect(pageCount(pdf)).toBeLessThanOrEqual(2);

    // unpdf: pdf.js packaged for Node without a canvas or worker; the PDF's text streams are
    // compressed and its fonts subset, so plain byte matching cannot read it.
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(product.productName);
    expect(flat).toMatch(new RegExp(product.casNumber.split('').map((c) => c.replace(/[-]/, '\\-')).join('\\s*')));
    const row = product.specifications[0]!;
    expect(flat).toContain(row.label);
    expect(flat).toContain(row.value);
    expect(flat).toContain(site.contact.phoneDisplay);
    expect(flat).toContain('Trade details');
    for (const label of navLabels) expect(flat, `navigation label "${label}" on the sheet`).not.toMatch(new RegExp(`\\b${label.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')}\\b`));
    // The sheet names its page's real address.
    expect(flat).toContain(content.entries.find((e) => e.collection === 'api-products' && e.key === product.productName)!.address.realPath);
  });

  test('the Print button opens the browser print dialog', async ({ page }) => {
    await open(page, apiHref(product.productName));
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  test('a commodity page prints its letterhead first and its trade details, without the banner', async ({ page }) => {
    const commodity = needs(pagesWith('trade-details'), 'page with trade details');
    await open(page, commodity.path);
    await page.emulateMedia({ media: 'print' });
    const letterhead = page.locator('[data-print-letterhead]');
    await expect(letterhead).toBeVisible();
    await expect(letterhead).toContainText(site.contact.phoneDisplay);
    const banner = page.locator('[aria-labelledby="page-title"]');
    await expect(banner).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const top = await letterhead.boundingBox();
    const trade = await page.getByRole('heading', { name: commodity.section.heading }).boundingBox();
    expect(top!.y).toBeLessThan(trade!.y);
  });
});
