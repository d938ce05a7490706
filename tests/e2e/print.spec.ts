import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { apiHref, apiProducts, content, ecoProducts, needs, pagesWith, site } from './content.ts';
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

/**
 * The cards of a printed page: every element with the card surface (`rounded-card`, what every
 * grid's cards use) or drawn as a card on paper (`data-print-card`), shown in print, outermost
 * only. Not cards: the trade-details list and tables (on screen they have the card surface, on
 * paper a long one may run on to the next sheet, row by row) and pictures.
 */
const CARDS = `main :is(.rounded-card, [data-print-card]):not(dl, [data-table-scroller], img, picture)`;

/**
 * Marks the top and the bottom of each card with a word of its own, absolutely placed at the card's
 * top and bottom edges (no layout changes); a card cut by a page break has its bottom word on a
 * later page than its top word. Returns how many cards were marked.
 */
async function markCards(page: Page, selector = CARDS): Promise<number> {
  return page.evaluate((selector) => {
    const all = [...document.querySelectorAll<HTMLElement>(selector)];
    const cards = all.filter((el) => !all.some((other) => other !== el && other.contains(el)));
    let n = 0;
    for (const card of cards) {
      if (!card.getClientRects().length) continue;
      if (getComputedStyle(card).position === 'static') card.style.position = 'relative';
      for (const [edge, word] of [['top', `qqcard${n}top`], ['bottom', `qqcard${n}end`]] as const) {
        const mark = document.createElement('span');
        mark.textContent = word;
        mark.setAttribute('style', `position:absolute;${edge}:0;left:0;font:4px/4px sans-serif;color:#fff;white-space:nowrap;pointer-events:none`);
        card.append(mark);
      }
      n += 1;
    }
    return n;
  }, selector);
}

/** The cards whose top and bottom words are on different pages of the PDF (or missing). */
async function splitCards(pdf: Buffer, cards: number): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false });
  const pages = text.map((t) => t.replace(/\s+/g, ''));
  const pageOf = (word: string) => pages.findIndex((t) => t.includes(word));
  const split: string[] = [];
  for (let i = 0; i < cards; i += 1) {
    const top = pageOf(`qqcard${i}top`);
    const end = pageOf(`qqcard${i}end`);
    if (top < 0 || end < 0 || top !== end) split.push(`card ${i}: top on page ${top + 1}, bottom on page ${end + 1}`);
  }
  return split;
}

/**
 * Opens a page's static page (the address a buyer shares and prints) with the app, and waits for the
 * stylesheet file: the page's inlined critical CSS leaves the print rules to that file.
 */
async function openForPrint(page: Page, realPath: string) {
  await page.goto(realPath);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.includes('/assets/style-') && s.cssRules.length > 0));
  await page.evaluate(() => document.fonts.ready);
  // Sections after the first hydrate when their code arrives, after data-app-ready: marked before
  // that, a section's cards could be drawn anew without the marks (seen once on CI: no card found
  // in the PDF). Their code fetched and the main thread idle, they are live.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
}

/** The product with the most to print (the limit must hold for the longest sheet, not the first). */
const sheetLength = (value: unknown) => JSON.stringify(value).length;
const longestApi = [...apiProducts].sort((a, b) => sheetLength(b) - sheetLength(a))[0]!;
needs(ecoProducts, 'eco-palm product');
const longestEco = [...ecoProducts].sort((a, b) => sheetLength(b.data) - sheetLength(a.data))[0]!;

/** Issue 27, item 5: the sheet a commodity or product page prints as, and its page limits. */
const sheets = [
  { what: 'spices', max: 3, cards: true, realPath: needs(content.pages, 'the spices page', (p) => p.path.endsWith('/spices')).address.realPath },
  { what: 'rice', max: 3, cards: true, realPath: needs(content.pages, 'the rice page', (p) => p.path.endsWith('/rice')).address.realPath },
  { what: `API product ${longestApi.productName}`, max: 2, realPath: content.entries.find((e) => e.collection === 'api-products' && e.key === longestApi.productName)!.address.realPath },
  { what: `eco-palm product ${longestEco.data.title}`, max: 2, realPath: content.entries.find((e) => e.collection === 'ecopalm-products' && e.key === longestEco.key)!.address.realPath },
];

/**
 * Issue 46, item 6: the limits hold in every language. Per language, the commodity page with the
 * most to print (an agricultural commodity's page with trade details, the longest in that language)
 * and the longest API product, at their addresses in that language.
 */
const printLocales = ['en', 'ar', 'es', 'fr'] as const;
const commodityLine = '/business/agricultural-commodities/';
const localeSheets = printLocales.flatMap((locale) => {
  const shown = locale === 'en' ? { pages: content.pages, entries: content.entries } : content.localized[locale];
  const commodities = shown.pages.filter((p) => p.path.startsWith(commodityLine) && p.data.sections.some((s) => s.type === 'trade-details'));
  const commodity = [...commodities].sort((a, b) => sheetLength(b.data) - sheetLength(a.data))[0];
  const product = [...shown.entries.filter((e) => e.collection === 'api-products')].sort((a, b) => sheetLength(b.data) - sheetLength(a.data))[0];
  if (!commodity || !product) throw new Error(`The content shows no commodity page or API product in ${locale}; the test needs one of each`);
  // Every business line's own page with trade details (industrial chemicals, oils, ...): a commodity page's limit.
  const lines = shown.pages.filter((p) => /^\/business\/[^/]+$/.test(p.path) && p.data.sections.some((s) => s.type === 'trade-details'));
  return [
    { locale, what: `${locale} commodity page ${commodity.path}`, max: 3, realPath: commodity.address.realPath, page: commodity.data },
    { locale, what: `${locale} API product ${product.key}`, max: 2, realPath: product.address.realPath, page: null },
    ...lines.map((line) => ({ locale, what: `${locale} business line ${line.path}`, max: 3, realPath: line.address.realPath, page: line.data })),
  ];
});

test.describe('every language prints within the limits (A4)', () => {
  for (const sheet of localeSheets) {
    test(`${sheet.what} prints on at most ${sheet.max} A4 pages, without sections marked for the screen only`, async ({ page }) => {
      await openForPrint(page, sheet.realPath);
      await expect(page.locator('html')).toHaveAttribute('lang', sheet.locale);
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      const pages = pageCount(pdf);
      expect(pages).toBeGreaterThan(0);
      expect(pages, `${sheet.what}: ${pages} pages`).toBeLessThanOrEqual(sheet.max);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      const flat = text.replace(/\s+/g, '');
      expect(flat).toContain(sheet.realPath);
      // A section about another product ("printed": false) is on screen and not on paper.
      for (const section of sheet.page?.sections.filter((s) => s.printed === false && 'heading' in s && s.heading) ?? []) {
        const heading = (section as { heading: string }).heading;
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        expect(flat, `"${heading}" on the sheet`).not.toContain(heading.replace(/\s+/g, ''));
      }
    });
  }
});

test.describe('a page prints as a sheet (A4)', () => {
  for (const sheet of sheets) {
    test(`${sheet.what} prints on at most ${sheet.max} A4 pages, no card split across pages, its real address on it`, async ({ page }) => {
      await openForPrint(page, sheet.realPath);
      const cards = await markCards(page);
      if ('cards' in sheet) expect(cards, 'cards on the sheet').toBeGreaterThan(0);
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      const pages = pageCount(pdf);
      expect(pages).toBeGreaterThan(0);
      expect(pages, `${sheet.what}: ${pages} pages`).toBeLessThanOrEqual(sheet.max);
      expect(await splitCards(pdf, cards)).toEqual([]);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      expect(text.replace(/\s+/g, '')).toContain(sheet.realPath);
    });
  }

  test('on paper: no drawings but a product\'s own picture, pale lines in ink, tables inside the page, headings not last on a page', async ({ page }) => {
    const spices = sheets[0]!.realPath;
    await openForPrint(page, spices);
    // The width of an A4 page less the sheet's margins (14 mm each side), at 96 px per inch.
    const width = Math.floor(((210 - 28) / 25.4) * 96);
    await page.setViewportSize({ width, height: 1000 });
    await page.emulateMedia({ media: 'print' });
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('main img')].filter((img) => img.getClientRects().length > 0 && !img.closest('[data-print-letterhead]')).length,
    );
    expect(shown, 'drawings printed on a commodity page').toBe(0);
    // Every line of text on the sheet reads at print contrast: no pale colour meant for a coloured band.
    const pale = await page.evaluate(() => {
      const lum = (c: string) => {
        const [r, g, b] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
          const x = Number(v) / 255;
          return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      return [...document.querySelectorAll<HTMLElement>('main :is(p, li, dt, dd, td, th, h2, h3, span)')]
        .filter((el) => el.getClientRects().length > 0 && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()))
        .filter((el) => (1.05 / (lum(getComputedStyle(el).color) + 0.05)) < 7)
        .map((el) => `${el.textContent!.trim().slice(0, 40)} (${getComputedStyle(el).color})`);
    });
    expect(pale).toEqual([]);
    const wide = await page.evaluate((width) => [...document.querySelectorAll('main table')].filter((t) => t.getBoundingClientRect().right > width + 1).length, width);
    expect(wide, 'tables wider than the page').toBe(0);
    const heading = await page.evaluate(() => getComputedStyle(document.querySelector('main h2')!).breakAfter);
    expect(heading).toBe('avoid');
  });

  test('the split check catches a card cut by a page break', async ({ page }) => {
    // A card that starts near the foot of the first page and is taller than what is left of it.
    await page.setContent('<!doctype html><html><body style="margin:0"><div style="height:900px"></div><main><div class="rounded-card" style="height:500px;border:1px solid #000">a card</div></main></body></html>');
    const cards = await markCards(page);
    expect(cards).toBe(1);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pageCount(pdf)).toBe(2);
    expect(await splitCards(pdf, cards)).toHaveLength(1);
  });
});
