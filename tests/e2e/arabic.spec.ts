import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ar } from '../../scripts/ui/words.ts';
import { es } from '../../scripts/ui/words.ts';
import { fr } from '../../scripts/ui/words.ts';
import { content, translatedApiProducts } from './content.ts';
import { axeAllRules, collectErrors } from './helpers.ts';

/**
 * Issue 31 in the buyer's language, on the built site at its real addresses (/ar/, /es/): the
 * Arabic pages at a phone's and a desktop's width, and an enquiry sent from a Spanish page. Every
 * name the tests look for comes from the dictionaries (src/components/i18n/ui/) or the content's
 * translations, never written here.
 */

// axe over a whole page and a real send: slow on a shared machine.
test.describe.configure({ timeout: 90_000 });

const localized = content.localized.ar;
// A product with a page in Arabic and in Spanish (an editor's new product may have neither yet).
const product = translatedApiProducts('ar', 'es').find((p) => p.casNumber) ?? translatedApiProducts('ar').find((p) => p.casNumber);
const filterPage = localized.pages.find((p) => p.data.sections.some((s) => s.type === 'filter-grid' && s.id));
/** The real address of an API product's page in a locale (the content's own address list). */
const productAddress = (locale: 'ar' | 'es', name: string) =>
  content.localized[locale].entries.find((e) => e.collection === 'api-products' && e.key === name)?.address.realPath;
/** An API product's name on its page in a locale (issue 46: the list and the buttons show it; the request sends the English). */
const productTitle = (locale: 'ar' | 'es', name: string) =>
  content.localized[locale].entries.find((e) => e.collection === 'api-products' && e.key === name)?.title ?? name;
const logFile = path.resolve(process.env.ENQUIRY_LOG ?? '.data/e2e-enquiries.jsonl');
const logLines = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').filter(Boolean) : []);

/** Opens a real address and waits for the app to take the static page over. */
async function visit(page: Page, address: string) {
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function axeSerious(page: Page) {
  const results = await axeAllRules(page).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const width of [390, 1280]) {
  test.describe(`Arabic at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('home: right to left, no sideways scroll, the menu opens, the carousel moves both ways, axe clean', async ({ page }) => {
      const errors = collectErrors(page);
      await visit(page, '/ar/');
      expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
      expect(await noSideways(page), 'scrolls sideways').toBe(true);

      const nav = page.getByRole('navigation', { name: ar.header.mainNav, exact: true });
      if (width < 1024) {
        await expect(nav).toBeHidden();
        await page.getByRole('button', { name: ar.header.menu, exact: true }).click();
      }
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link').first()).toBeVisible();
      if (width < 1024) await page.keyboard.press('Escape');

      const carousel = page.locator(`[aria-roledescription="${ar.carousel.carousel}"]`).first();
      const current = () => carousel.locator(`[aria-roledescription="${ar.carousel.slide}"]:not([aria-hidden="true"])`).first().getAttribute('aria-label');
      const before = await current();
      expect(before).toMatch(new RegExp(`^${ar.carousel.slideOf({ index: '1', total: '\\d+' })}$`));
      await carousel.getByRole('button', { name: ar.carousel.nextSlide, exact: true }).click();
      await expect.poll(current).not.toBe(before);
      const moved = await current();
      await carousel.getByRole('button', { name: ar.carousel.previousSlide, exact: true }).click();
      await expect.poll(current).not.toBe(moved);
      expect(await noSideways(page)).toBe(true);

      expect(await axeSerious(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('the catalogue filter filters, in Arabic', async ({ page }) => {
      test.skip(!filterPage, 'no translated page with a filter grid');
      const grid = filterPage!.data.sections.find((s) => s.type === 'filter-grid' && s.id);
      if (grid?.type !== 'filter-grid') throw new Error('unreachable');
      await visit(page, filterPage!.address.realPath);
      expect(await noSideways(page)).toBe(true);
      const group = page.getByRole('group', { name: ar.filter.byCategory });
      await expect(group.getByRole('button')).toHaveText([grid.allLabel, ...grid.filters.map((f) => f.label)]);
      const filter = grid.filters[0]!;
      await group.getByRole('button', { name: filter.label, exact: true }).click();
      await expect(group.getByRole('button', { name: filter.label, exact: true })).toHaveAttribute('aria-pressed', 'true');
      const titles = page.locator(`#${grid.id} h3`);
      const wanted = grid.items.filter((i) => i.category === filter.id).map((i) => i.title);
      await expect(titles.first()).toHaveText(wanted[0]!);
      for (const title of await titles.allTextContents()) expect(wanted).toContain(title);
    });

    test("a product: its CAS number reads in order, isolated left to right; it goes on the enquiry list and the enquiry is sent, in Arabic", async ({ page }) => {
      test.skip(!product || !productAddress('ar', product.productName), 'no translated API product with a CAS number');
      const errors = collectErrors(page);
      await visit(page, productAddress('ar', product!.productName)!);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await noSideways(page)).toBe(true);
      const cas = page.getByText(product!.casNumber!, { exact: true }).first();
      await expect(cas).toBeVisible();
      // Its own left-to-right island (a <bdi dir="ltr"> or an element with dir="ltr"), holding exactly the number.
      expect(await cas.evaluate((el) => [getComputedStyle(el).direction, el.closest('[dir="ltr"], bdi')?.textContent])).toEqual(['ltr', product!.casNumber]);
      expect(await axeSerious(page)).toEqual([]);

      const shown = productTitle('ar', product!.productName);
      await page.getByRole('button', { name: ar.enquiryAdd.addName({ product: shown }) }).first().click();
      await expect(page.getByRole('status').filter({ hasText: shown }).first()).toContainText(ar.enquiryAdd.added({ product: shown, products: ar.enquiryAdd.products({ n: 1 }) }));
      await page.getByRole('link', { name: ar.header.listLinkLabel({ count: '1' }) }).click();
      await expect(page).toHaveURL(/\/ar\/contact/);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // The list's line in Arabic, the product by its Arabic page's name: its controls named so.
      const line = (label: string) => `${label} ${ar.enquiry.forProduct({ product: shown })}`;
      await expect(page.getByRole('heading', { name: new RegExp(`^${ar.enquiry.productsForQuotation}`) })).toBeVisible();
      await expect(page.getByRole('spinbutton', { name: line(ar.enquiry.quantity) })).toBeVisible();
      await expect(page.getByRole('combobox', { name: line(ar.enquiry.unit) }).getByRole('option', { name: ar.enquiry.units.MT })).toHaveAttribute('value', 'MT');
      await expect(page.getByRole('button', { name: `${ar.enquiry.remove} ${shown}` })).toBeVisible();
      expect(await noSideways(page)).toBe(true);

      // The form as the buyer finds it. (After sending, axe's AAA contrast rule flags the confirmation's
      // success-green texts: the same on the English page, a finding for the enquiry's owner, see the note.)
      expect(await axeSerious(page)).toEqual([]);
      const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      await page.getByLabel(ar.enquiry.fields['first-name'], { exact: true }).fill('أمينة');
      await page.getByLabel(ar.enquiry.fields['last-name'], { exact: true }).fill(`يوسف ${stamp}`);
      await page.getByLabel(ar.enquiry.fields.email, { exact: true }).fill('amina@example.com');
      // A field left wrong is named at the field, in Arabic.
      await page.getByRole('button', { name: ar.enquiry.send }).click();
      await expect(page.getByText(ar.enquiry.errors.field({ label: ar.enquiry.fields.message, message: ar.enquiry.errors.required }))).toBeVisible();
      await page.getByLabel(ar.enquiry.fields.message, { exact: true }).fill('نرجو عرض سعر.');
      const before = logLines().length;
      await page.getByRole('button', { name: ar.enquiry.send }).click();
      await expect(page.getByRole('form').getByText(ar.enquiry.success)).toBeVisible();
      expect(await noSideways(page)).toBe(true);
      await expect.poll(() => logLines().slice(before).some((l) => l.includes(stamp))).toBe(true);
      const stored = JSON.parse(logLines().slice(before).find((l) => l.includes(stamp))!) as { enquiry?: Record<string, unknown> } & Record<string, unknown>;
      const body = (stored.enquiry ?? stored) as { locale?: string; items?: { product: string }[] };
      expect(body.locale).toBe('ar');
      expect(body.items?.map((i) => i.product)).toEqual([product!.productName]);
      expect(errors).toEqual([]);
    });
  });
}

test('an enquiry sent from a Spanish page arrives with locale "es", English product names and the buyer\'s own words', async ({ page }) => {
  test.skip(!product || !productAddress('es', product.productName), 'no API product translated into Spanish');
  await visit(page, productAddress('es', product!.productName)!);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  await page.getByRole('button', { name: es.enquiryAdd.addName({ product: productTitle('es', product!.productName) }) }).first().click();
  await page.getByRole('link', { name: es.header.listLinkLabel({ count: '1' }) }).click();
  await expect(page).toHaveURL(/\/es\/contact/);
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const words = `Necesitamos 500 kg, entrega en Callao. Ref ${stamp}`;
  await page.getByLabel(es.enquiry.fields['first-name'], { exact: true }).fill('Lucía');
  await page.getByLabel(es.enquiry.fields['last-name'], { exact: true }).fill('Pérez');
  await page.getByLabel(es.enquiry.fields.email, { exact: true }).fill('lucia@example.com');
  await page.getByLabel(es.enquiry.fields.message, { exact: true }).fill(words);
  const before = logLines().length;
  await page.getByRole('button', { name: es.enquiry.send }).click();
  await expect(page.getByRole('form').getByText(es.enquiry.success)).toBeVisible();
  await expect.poll(() => logLines().slice(before).some((l) => l.includes(stamp))).toBe(true);
  const stored = JSON.parse(logLines().slice(before).find((l) => l.includes(stamp))!) as { enquiry?: Record<string, unknown> } & Record<string, unknown>;
  const body = (stored.enquiry ?? stored) as { locale?: string; items?: { product: string }[]; message?: string };
  expect(body.locale).toBe('es');
  expect(body.items?.map((i) => i.product)).toEqual([product!.productName]);
  // The plain-text message: the buyer's words as typed, the rest in English (the sales team's language).
  expect(body.message).toContain(words);
  expect(body.message).toContain(product!.productName);
  expect(body.message).not.toContain(es.enquiry.fields.message);
});

test('an unknown address in each language gets that language\'s 404 page, with script and without', async ({ page, browser }) => {
  for (const [locale, words] of [['ar', ar], ['es', es], ['fr', fr]] as const) {
    const address = `/${locale}/no-such-page-${locale}/`;
    const answer = await page.goto(address);
    expect(answer?.status(), address).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(page.getByRole('heading', { level: 1, name: words.notFound.pageNotFound })).toBeVisible();
    await expect(page.getByRole('link', { name: words.notFound.goHome })).toBeVisible();
    expect(await page.evaluate(() => [document.documentElement.lang, document.title.split(' | ')[0]])).toEqual([locale, words.notFound.pageNotFound]);
  }
  // The static page itself, as a crawler or a phone without script reads it.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/fr/no-such-page/');
  await expect(still.getByRole('heading', { level: 1, name: fr.notFound.pageNotFound })).toBeVisible();
  expect(await still.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['fr', 'ltr']);
  await still.goto('/ar/no-such-page/');
  expect(await still.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
  await noScript.close();
});

test('an eco-palm product added on an Arabic page shows on the list by its Arabic title and keeps its English one to send', async ({ page }) => {
  const entry = localized.entries.find((e) => e.collection === 'ecopalm-products');
  test.skip(!entry, 'no eco-palm product translated into Arabic');
  const english = content.entries.find((e) => e.file === entry!.file)!.title;
  await visit(page, entry!.address.realPath);
  await page.getByRole('button', { name: ar.enquiryAdd.addName({ product: entry!.title }) }).first().click();
  await page.getByRole('link', { name: ar.header.listLinkLabel({ count: '1' }) }).click();
  await expect(page.getByRole('spinbutton', { name: `${ar.enquiry.quantity} ${ar.enquiry.forProduct({ product: entry!.title })}` })).toBeVisible();
  await expect(page.getByText(entry!.title, { exact: true }).first()).toBeVisible();
  // What the request will send: the English title.
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('enquiry-list') ?? '[]') as { product: string }[]).map((l) => l.product))).toEqual([english]);
});
