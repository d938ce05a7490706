import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiHref, apiProducts, literally, needs, pagesWith } from './content.ts';
import { itemAnchors } from '../../src/content/item-anchor.ts';
import { open } from './helpers.ts';

// Expectations come from the content: the contract's examples (a synonym such as acetaminophen, a
// CAS number such as 103-90-2, a typo such as paracetmol, a grade code such as W320) are taken
// from whatever product and page the content has that gives them.
const synonymsOf = (name: string) => apiProducts.filter((p) => p.productName !== name).flatMap((p) => p.synonyms ?? []).map((x) => x.toLowerCase());
/** A product with a synonym no other product has, and a one-word name long enough to forgive a typo in. */
const example = needs(apiProducts, 'API product with a synonym of its own and a one-word name of six letters or more', (p) =>
  /^[A-Za-z]{6,}$/.test(p.productName) && p.synonyms?.some((x) => !synonymsOf(p.productName).includes(x.toLowerCase()) && !/\d/.test(x)),
);
const synonym = example.synonyms!.find((x) => !synonymsOf(example.productName).includes(x.toLowerCase()) && !/\d/.test(x))!;
/** One letter left out, near the end: "paracetmol". */
const typo = `${example.productName.slice(0, -3)}${example.productName.slice(-2)}`.toLowerCase();
const cashews = needs(pagesWith('trade-details', (t) => !!t.gradeCodes?.length), 'page with grade codes in its trade details');

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
    await open(page, '/business');
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

  test(`a synonym, the CAS number with and without hyphens and a one-letter typo each list ${example.productName} first`, async ({ page }) => {
    const cas = example.casNumber;
    await open(page, '/');
    await openSearch(page);
    for (const query of [synonym.toLowerCase(), cas, cas.replace(/-/g, ''), typo]) {
      const box = await search(page, query);
      const first = page.getByRole('option').first();
      await expect(first, `"${query}"`).toContainText(example.productName);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    }
    // The field that matched is named beside the result.
    await search(page, cas.replace(/-/g, ''));
    await expect(page.getByRole('option').first()).toContainText(`CAS ${cas}`);
  });

  test(`a grade code lists its page: ${cashews.section.gradeCodes![0]} lists ${cashews.page.title}`, async ({ page }) => {
    await open(page, '/');
    await openSearch(page);
    await search(page, cashews.section.gradeCodes![0]!);
    await expect(page.getByRole('option').filter({ hasText: cashews.page.title }).first()).toBeVisible();
  });

  test('an HS code, with or without its dot, lists every product that has it', async ({ page }) => {
    const byCode = new Map<string, string[]>();
    for (const p of apiProducts) if (p.tradeDetails?.hsCode) byCode.set(p.tradeDetails.hsCode.code, [...(byCode.get(p.tradeDetails.hsCode.code) ?? []), p.productName]);
    const [code, names] = [...byCode].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
    if (!code || !names) throw new Error('The content has no API product with tradeDetails.hsCode; the test needs one');
    await open(page, '/');
    await openSearch(page);
    for (const query of [code, code.replace(/\D/g, '')]) {
      await search(page, query);
      for (const name of names) await expect(page.getByRole('option').filter({ hasText: name }).first(), `"${query}" lists ${name}`).toBeVisible();
      await expect(page.getByRole('option').first()).toContainText(`HS ${code}`);
    }
  });

  test('trade queries (issue 27, item 4): "HS 0904", "hs0904", "HS code 0904" and a code with its dot list what the code alone lists', async ({ page }) => {
    const code = needs(apiProducts, 'API product with tradeDetails.hsCode', (p) => /^\d{4}\.\d{2}/.test(p.tradeDetails?.hsCode?.code ?? '')).tradeDetails!.hsCode!.code;
    const heading = code.slice(0, 4);
    await open(page, '/');
    await openSearch(page);
    const listed = async (query: string) => {
      await search(page, query);
      await expect(page.getByRole('option').first()).toBeVisible();
      return page.getByRole('option').allTextContents();
    };
    const plain = await listed(heading);
    for (const query of [`HS ${heading}`, `hs${heading}`, `HS code ${heading}`]) expect(await listed(query), query).toEqual(plain);
    expect(await listed(`HS ${code.slice(0, 7)}`)).toEqual(await listed(code.slice(0, 7)));
  });

  test('a synonym weighs as a name (issue 27, item 4): a two-word synonym of a product lists that product first', async ({ page }) => {
    const product = needs(apiProducts, 'API product with a synonym of two words or more', (p) => !!p.synonyms?.some((x) => /\s/.test(x.trim()) && !/\d/.test(x)));
    const name = product.synonyms!.find((x) => /\s/.test(x.trim()) && !/\d/.test(x))!;
    await open(page, '/');
    await openSearch(page);
    await search(page, name.toLowerCase());
    await expect(page.getByRole('option').first()).toContainText(product.productName);
  });

  test('no result (issue 27, item 4): the contact link opens the form with "I am looking for: {query}" in the message, and the address carries no query', async ({ page }) => {
    await open(page, '/');
    await openSearch(page);
    await search(page, 'zzqxv oxide');
    await page.getByRole('dialog', { name: 'Search' }).getByRole('link', { name: /contact/i }).click();
    await expect(page).toHaveURL(/#\/contact$/);
    await expect(page.getByLabel('Message')).toHaveValue('I am looking for: zzqxv oxide');
  });

  test('ArrowDown and ArrowUp move through the results; Enter opens the active one', async ({ page }) => {
    await open(page, '/');
    await openSearch(page);
    // The kind keyword every product of the larger kind is found by ("API" or "Excipient").
    const apis = apiProducts.filter((p) => p.kind === 'api').length;
    const box = await search(page, apis >= apiProducts.length - apis ? 'API' : 'excipient');
    const options = page.getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await box.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

    await search(page, example.productName.toLowerCase());
    await expect(options.first()).toContainText(example.productName);
    await box.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#${literally(apiHref(example.productName)).source}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(example.productName);
  });

  test('a product inside a page opens that page scrolled to the product', async ({ page }) => {
    const { path, section } = needs(pagesWith('trade-details', (t) => !!t.products?.some((p) => p.to?.startsWith('#'))), 'trade-details product row linking to a card ("to": "#id")');
    const row = section.products!.find((p) => p.to?.startsWith('#'))!;
    const anchor = row.to!;
    await open(page, '/');
    await openSearch(page);
    const box = await search(page, row.name);
    await expect(page.getByRole('option').first()).toContainText(row.name);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${literally(`${path}${anchor}`).source}$`));
    await expect(page.locator(anchor)).toBeInViewport();
  });

  // Issue 27 item 4: "1121 sella" (a variety's code and its processing, as a buyer types them) opens
  // the page at a row of that variety, not its top. Taken from a media-rows section whose rows have ids.
  const varietyRow = (() => {
    for (const { path, section } of pagesWith('media-rows', (s) => s.items.some((i) => !!i.id))) {
      for (const item of section.items) {
        const words = item.title.trim().split(/\s+/);
        if (!item.id || words.length < 2 || !/\d/.test(words[0]!)) continue;
        const query = `${words[0]} ${words[words.length - 1]!.toLowerCase()}`;
        // Every row the two words name is a right answer ("1121 Creamy Sella", "1121 Golden Sella").
        const ids = section.items.filter((i) => i.id && i.title.toLowerCase().includes(words[0]!.toLowerCase()) && i.title.toLowerCase().includes(words[words.length - 1]!.toLowerCase())).map((i) => i.id!);
        return { path, query, ids };
      }
    }
    return undefined;
  })();

  test('a variety query ("1121 sella") opens its page at that variety\'s row', async ({ page }) => {
    test.skip(!varietyRow, 'needs a media-rows row with an id and a title such as "1121 Creamy Sella"');
    const { path, query, ids } = varietyRow!;
    await open(page, '/');
    await openSearch(page);
    const box = await search(page, query);
    await expect(page.getByRole('option').first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${literally(path).source}#(${ids.map((id) => literally(id).source).join('|')})$`));
    const id = new URL(page.url()).hash.split('#').pop()!;
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });

  // Issue 27 item 4: "cashew W320" opens the page at the W320 tile (its own anchor), not at the gallery's top.
  const gradeTile = (() => {
    for (const { path, page, section } of pagesWith('image-grid', (s) => !!s.id)) {
      const grades = page.sections.flatMap((s) => (s.type === 'trade-details' ? (s.gradeCodes ?? []) : []));
      const anchors = itemAnchors(section.id, section.items.map((item) => item.caption));
      // A tile in the middle of the gallery (W320 today), so landing at the gallery's top would not do.
      const tiles = section.items.map((item, i) => ({ caption: item.caption, anchor: anchors[i]! })).filter((t) => grades.includes(t.caption));
      const tile = tiles[Math.floor(tiles.length / 2)];
      if (tile) return { path, title: page.title, ...tile };
    }
    return undefined;
  })();
  /** The tile's box lies in the viewport, below the sticky header. */
  async function expectTileInView(page: Page, anchor: string) {
    const tile = page.locator(`[id="${anchor}"]`);
    await expect(tile).toBeInViewport();
    // Scrolling (smooth or not) has settled when the box stops moving.
    await expect.poll(async () => {
      const a = (await tile.boundingBox())!.y;
      await page.waitForTimeout(100);
      return (await tile.boundingBox())!.y === a;
    }).toBe(true);
    const box = (await tile.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y, 'the tile starts below the sticky header').toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(box.y + box.height, 'the whole tile is on screen').toBeLessThanOrEqual(viewport.height + 1);
  }

  for (const width of [390, 1280]) {
    test(`at ${width} px a grade query ("cashew W320") opens its page with that grade's tile in view, under the header`, async ({ page }) => {
      test.skip(!gradeTile, 'needs a gallery tile named by one of its page\'s grade codes');
      const { path, title, caption, anchor } = gradeTile!;
      await page.setViewportSize({ width, height: 844 });
      await open(page, '/');
      await openSearch(page);
      // "cashew W320": the page's name as a buyer types it (singular, lower case) and the grade.
      const box = await search(page, `${title.split(' ')[0]!.toLowerCase().replace(/s$/, '')} ${caption}`);
      await expect(page.getByRole('option').first()).toContainText(title);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${literally(`${path}#${anchor}`).source}$`));
      await expectTileInView(page, anchor);
    });
  }

  test('a real address with a grade tile\'s anchor keeps it when the app takes over, with the tile in view', async ({ page }) => {
    test.skip(!gradeTile, 'needs a gallery tile named by one of its page\'s grade codes');
    const { path, anchor } = gradeTile!;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${path}/#${anchor}`);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(page).toHaveURL(new RegExp(`#${literally(`${path}#${anchor}`).source}$`));
    await expectTileInView(page, anchor);
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
    await search(page, apiProducts[0]!.productName);
    await expect(page.getByRole('option').first()).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('on a phone it is a full-width sheet', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/');
    const dialog = await openSearch(page);
    await search(page, apiProducts[0]!.productName);
    const panel = await dialog.locator(':scope > div').boundingBox();
    expect(panel?.x).toBe(0);
    expect(panel?.width).toBe(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('on a phone, a pasted page of text is cut at the box and its no-result line wraps', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/');
    const dialog = await openSearch(page);
    const box = await search(page, 'x'.repeat(500));
    const kept = await box.inputValue();
    expect(kept.length).toBeLessThan(500);
    await expect(dialog.getByText(`No results for "${kept}"`)).toBeVisible();
    const status = dialog.getByRole('status');
    expect(await status.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test('an index that fails to load says so; the next open tries again and finds', async ({ page }) => {
    await open(page, '/');
    await page.route('**/search-index-*.json', (route) => route.abort('internetdisconnected'));
    let dialog = await openSearch(page);
    await search(page, example.productName);
    await expect(dialog.getByRole('status')).toHaveText('The search could not load. Check your connection and try again.');
    await expect(dialog.getByRole('option')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.unroute('**/search-index-*.json');
    dialog = await openSearch(page);
    await search(page, example.productName);
    await expect(dialog.getByRole('option').first()).toContainText(example.productName);
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
