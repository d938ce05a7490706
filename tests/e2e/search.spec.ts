import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { open } from './helpers.ts';

// Expectations come from the content: the contract's own examples (acetaminophen, 103-90-2,
// paracetmol, W320) need content that gives them, and say so clearly when it does not.
const json = <T>(file: string) => JSON.parse(readFileSync(path.resolve('content', file), 'utf8')) as T;
interface Api {
  productName: string;
  casNumber: string;
  synonyms?: string[];
  tradeDetails?: { hsCode?: string };
  hidden?: boolean;
}
interface TradeSection {
  type: string;
  gradeCodes?: string[];
  products?: { name: string; hsCode: string; to?: string }[];
}
interface PageFile {
  title: string;
  sections: TradeSection[];
}
const apis = readdirSync('content/catalogue/api-products')
  .map((f) => json<Api>(`catalogue/api-products/${f}`))
  .filter((p) => !p.hidden);
const paracetamol = apis.find((p) => p.productName === 'Paracetamol');
const cashews = json<PageFile>('pages/business/agricultural-commodities/cashews.json');
const spices = json<PageFile>('pages/business/agricultural-commodities/spices.json');

function needs(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(`The content lacks what the contract's example needs: ${what}`);
}

async function openSearch(page: Page, how: 'button' | 'ctrl' | 'slash' = 'button') {
  if (how === 'button') await page.getByRole('button', { name: 'Search' }).click();
  else await page.keyboard.press(how === 'ctrl' ? 'Control+K' : '/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function search(page: Page, query: string) {
  const box = page.getByRole('combobox', { name: 'Search products and pages' });
  await box.fill(query);
  return box;
}

test.describe('site search', () => {
  test('opens with the button, Ctrl+K and "/"; Escape closes it and returns focus to the button', async ({ page }) => {
    await open(page, '/about');
    const button = page.getByRole('button', { name: 'Search' });
    for (const how of ['button', 'ctrl', 'slash'] as const) {
      const dialog = await openSearch(page, how);
      const box = dialog.getByRole('combobox', { name: 'Search products and pages' });
      await expect(box).toBeFocused();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  test('"/" typed in a text field is text, not the shortcut', async ({ page }) => {
    await open(page, '/contact');
    const field = page.getByLabel('Message');
    await field.fill('a/b');
    await field.press('/');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
    await expect(field).toHaveValue('a/b/');
  });

  test('a synonym, the CAS number with and without hyphens and a one-letter typo each list Paracetamol first', async ({ page }) => {
    needs(paracetamol, 'content/catalogue/api-products/paracetamol.json with productName "Paracetamol"');
    needs(paracetamol.synonyms?.some((s) => s.toLowerCase() === 'acetaminophen'), 'paracetamol.json: synonyms should include "Acetaminophen"');
    needs(paracetamol.casNumber === '103-90-2', 'paracetamol.json: casNumber "103-90-2"');
    await open(page, '/');
    await openSearch(page);
    for (const query of ['acetaminophen', '103-90-2', '103902', 'paracetmol']) {
      const box = await search(page, query);
      const first = page.getByRole('option').first();
      await expect(first, `"${query}"`).toContainText('Paracetamol');
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    }
    // The field that matched is named beside the result.
    await search(page, '103902');
    await expect(page.getByRole('option').first()).toContainText('CAS 103-90-2');
  });

  test('a grade code lists its page: W320 lists Cashews', async ({ page }) => {
    const trade = cashews.sections.find((s) => s.type === 'trade-details');
    needs(trade?.gradeCodes?.includes('W320'), 'the cashews page should list "W320" in the gradeCodes of its trade-details section');
    await open(page, '/');
    await openSearch(page);
    await search(page, 'W320');
    await expect(page.getByRole('option').filter({ hasText: cashews.title }).first()).toBeVisible();
  });

  test('an HS code, with or without its dot, lists every product that has it', async ({ page }) => {
    const byCode = new Map<string, string[]>();
    for (const p of apis) if (p.tradeDetails?.hsCode) byCode.set(p.tradeDetails.hsCode, [...(byCode.get(p.tradeDetails.hsCode) ?? []), p.productName]);
    const [code, names] = [...byCode].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
    needs(code && names, 'at least one API product with tradeDetails.hsCode');
    await open(page, '/');
    await openSearch(page);
    for (const query of [code, code.replace(/\D/g, '')]) {
      await search(page, query);
      for (const name of names) await expect(page.getByRole('option').filter({ hasText: name }).first(), `"${query}" lists ${name}`).toBeVisible();
      await expect(page.getByRole('option').first()).toContainText(`HS ${code}`);
    }
  });

  test('ArrowDown and ArrowUp move through the results; Enter opens the active one', async ({ page }) => {
    await open(page, '/');
    await openSearch(page);
    const box = await search(page, 'excipient');
    const options = page.getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await box.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

    await search(page, 'paracetamol');
    await expect(options.first()).toContainText('Paracetamol');
    await box.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
    await expect(page).toHaveURL(/#\/business\/api-excipients\/Paracetamol$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paracetamol');
  });

  test('a product inside a page opens that page scrolled to the product', async ({ page }) => {
    const row = spices.sections.find((s) => s.type === 'trade-details')?.products?.find((p) => p.to?.startsWith('#'));
    needs(row?.to, 'the spices page should have a trade-details product row linking to a card ("to": "#id")');
    const anchor = row.to;
    await open(page, '/');
    await openSearch(page);
    const box = await search(page, row.name);
    await expect(page.getByRole('option').first()).toContainText(row.name);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/spices${anchor}$`));
    await expect(page.locator(anchor)).toBeInViewport();
  });

  test('no result says so and offers the contact page', async ({ page }) => {
    await open(page, '/');
    await openSearch(page);
    await search(page, 'zzqxv');
    await expect(page.getByText('No results for "zzqxv"')).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
    const link = page.getByRole('dialog', { name: 'Search' }).getByRole('link', { name: /contact/i });
    await expect(link).toHaveAttribute('href', '#/contact');
    await link.click();
    await expect(page).toHaveURL(/#\/contact$/);
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
  });

  test('axe finds nothing with the dialog open and results shown', async ({ page }) => {
    await open(page, '/business/api-excipients');
    await openSearch(page);
    await search(page, 'magnesium');
    await expect(page.getByRole('option').first()).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('on a phone it is a full-width sheet', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/');
    const dialog = await openSearch(page);
    await search(page, 'rice');
    const panel = await dialog.locator(':scope > div').boundingBox();
    expect(panel?.x).toBe(0);
    expect(panel?.width).toBe(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('the index is not part of the first load; hovering the button fetches it', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await open(page, '/');
    expect(fetched.filter((f) => /search-(index|dialog)/.test(f))).toEqual([]);
    await page.getByRole('button', { name: 'Search' }).hover();
    await expect.poll(() => fetched.some((f) => /search-index/.test(f))).toBe(true);
  });
});
