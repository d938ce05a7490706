import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ar, fr } from '../../scripts/ui/words.ts';
import type { UiStrings } from '../../src/components/i18n/ui-types.ts';
import type { ApiProduct } from '../../src/content/catalogue/api-product/schema.ts';
import { content, needs } from './content.ts';

// Search per locale (issue 31 item 7), on the real addresses /ar/ and /fr/. Names come from the
// content: the product the issue names (Paracetamol) when the content has it translated, else any
// API product translated into Arabic and French whose French name carries an accent.
const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
const inLocale = (locale: 'ar' | 'fr', file: string) => content.localized[locale].entries.find((e) => e.file === file);
const candidates = content.entries.filter((e) => {
  const french = inLocale('fr', e.file);
  return e.collection === 'api-products' && !!inLocale('ar', e.file) && !!french && fold(french.title) !== french.title && !!(e.data as ApiProduct).casNumber;
});
const english = candidates.find((e) => e.title === 'Paracetamol') ?? needs(candidates, 'API product with a CAS number, translated into Arabic and French, with an accent in its French name');
const arabic = inLocale('ar', english.file)!;
const french = inLocale('fr', english.file)!;
const cas = (english.data as ApiProduct).casNumber!;

async function openAt(page: Page, address: string, locale: 'ar' | 'fr') {
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

async function openSearch(page: Page, ui: UiStrings) {
  await page.getByRole('button', { name: ui.header.search, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ui.search.search });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function search(page: Page, ui: UiStrings, query: string) {
  const box = page.getByRole('combobox', { name: ui.search.label });
  await box.fill(query);
  return box;
}

test.describe('site search per locale', () => {
  test(`on /ar/ the Arabic name "${arabic.title}", "${english.title.toLowerCase()}" and "${cas}" list ${english.title}'s Arabic page first; Enter opens it`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await openAt(page, '/ar/', 'ar');
    // The first load is what the app waits for before it renders (as `npm run bench` counts it): the
    // search button's own code may follow just after; the index comes only when the search opens.
    const firstLoad = await page.evaluate(() => {
      const ready = performance.getEntriesByName('app-ready')[0]!.startTime;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= ready)
        .map((e) => new URL(e.name).pathname);
    });
    expect(firstLoad.filter((f) => /search/.test(f)), 'nothing of the search on the first load').toEqual([]);
    expect(fetched.filter((f) => /search-index/.test(f)), 'no index before the search opens').toEqual([]);
    await openSearch(page, ar);
    const first = page.getByRole('option').first();
    for (const [query, matched] of [
      [arabic.title, null],
      [english.title.toLowerCase(), ar.search.matchedSynonym({ name: english.title })],
      [cas, ar.search.matchedCas({ cas })],
    ] as const) {
      await search(page, ar, query);
      await expect(first, query).toContainText(arabic.title);
      if (matched) await expect(first, query).toContainText(matched);
    }
    // The Arabic index, not the English one.
    expect(fetched.filter((f) => /search-index/.test(f))).toEqual([expect.stringMatching(/\/search-index\.ar-[^/]*\.json$/)]);
    await page.getByRole('combobox', { name: ar.search.label }).press('Enter');
    await expect(page.getByRole('dialog', { name: ar.search.search })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic.title);
    expect(page.url()).toContain('/ar/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('on /ar/ a query written with harakat, tatweel or Arabic-Indic digits finds what the plain one finds', async ({ page }) => {
    await openAt(page, '/ar/', 'ar');
    await openSearch(page, ar);
    const first = page.getByRole('option').first();
    const letters = [...arabic.title];
    const withMarks = letters.map((c, i) => (i % 2 ? `${c}\u064e` : c)).join(''); // a fatha on every other letter
    const withTatweel = `${letters.slice(0, 3).join('')}\u0640${letters.slice(3).join('')}`;
    const indic = cas.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    for (const query of [withMarks, withTatweel, indic]) {
      await search(page, ar, query);
      await expect(first, query).toContainText(arabic.title);
    }
  });

  test(`on /fr/ "${french.title.toLowerCase()}" and "${fold(french.title).toLowerCase()}" list the French page first`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await openAt(page, '/fr/', 'fr');
    await openSearch(page, fr);
    const first = page.getByRole('option').first();
    for (const query of [french.title.toLowerCase(), fold(french.title).toLowerCase(), english.title.toLowerCase()]) {
      await search(page, fr, query);
      await expect(first, query).toContainText(french.title);
    }
    expect(fetched.filter((f) => /search-index/.test(f))).toEqual([expect.stringMatching(/\/search-index\.fr-[^/]*\.json$/)]);
    await page.getByRole('combobox', { name: fr.search.label }).press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(french.title);
    expect(page.url()).toContain('/fr/');
  });

  test('trade queries on /ar/: "رمز HS" and "HS" before a code list what the code alone lists', async ({ page }) => {
    const code = needs(
      content.entries.filter((e) => e.collection === 'api-products'),
      'API product with tradeDetails.hsCode',
      (e) => /^\d{4}/.test((e.data as ApiProduct).tradeDetails?.hsCode?.code ?? ''),
    );
    const heading = (code.data as ApiProduct).tradeDetails!.hsCode!.code.slice(0, 4);
    await openAt(page, '/ar/', 'ar');
    await openSearch(page, ar);
    const listed = async (query: string) => {
      await search(page, ar, query);
      await expect(page.getByRole('option').first()).toBeVisible();
      return page.getByRole('option').allTextContents();
    };
    const plain = await listed(heading);
    for (const query of [`HS ${heading}`, `رمز HS ${heading}`]) expect(await listed(query), query).toEqual(plain);
    // The code that matched is named in Arabic.
    await expect(page.getByRole('option').first()).toContainText(ar.search.matchedHs({ code: '' }).trim());
  });

  test('no result on /fr/ says so in French and offers the contact page, with the query carried into the message', async ({ page }) => {
    await openAt(page, '/fr/', 'fr');
    const dialog = await openSearch(page, fr);
    await search(page, fr, 'zzqxv');
    await expect(dialog.getByRole('status')).toHaveText(fr.search.none({ query: 'zzqxv' }));
    await expect(page.getByRole('option')).toHaveCount(0);
    await dialog.getByRole('link', { name: fr.search.askContact }).click();
    await expect(page.getByRole('dialog', { name: fr.search.search })).toBeHidden();
    await expect(page.locator('textarea')).toHaveValue(/zzqxv/);
  });

  test('axe finds nothing with the dialog open and Arabic results shown, at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAt(page, '/ar/', 'ar');
    await openSearch(page, ar);
    await search(page, ar, english.title.toLowerCase());
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const axe = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
