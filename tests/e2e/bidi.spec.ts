import { expect, test, type Page } from '@playwright/test';
import { content } from './content.ts';

/**
 * Issue 31, item 5: Latin inside Arabic text reads in its own order. Measured where the browser
 * draws each character, on the built site's Arabic pages (the contact page with the company's
 * address, and API products whose translated texts mix the scripts), on screen and in print (the
 * letterhead). Two faults a reader sees:
 * - a number before Latin words drawn after them ("42 Trade Centre" as "Trade Centre 42",
 *   "20 ppm" as "ppm 20");
 * - parentheses around Arabic drawn the wrong way round (a translated chemical name, "N-(4-…)…",
 *   laid out left to right).
 * Which pages: derived from the content's Arabic translations, never named here.
 */

test.describe.configure({ timeout: 90_000 });

const arabic = /[\u0600-\u06FF]/;
const localized = content.localized.ar;
const contactPage = localized.pages.find((p) => p.address.realPath.replace(/\/$/, '') === '/ar/contact');
/**
 * Arabic API products whose translation mixes Latin into Arabic: one whose chemical name puts
 * parentheses around Arabic, and two with a number before a Latin word (units, codes).
 */
const arabicProducts = localized.entries.filter((e) => e.collection === 'api-products');
const latinFirst = (e: { data: unknown }) => /^[^A-Za-z\u0600-\u06FF]*[A-Za-z]/.test((e.data as { chemicalName?: string }).chemicalName ?? '');
const parenthesised = /\([^()"]*[\u0600-\u06FF][^()"]*\)/;
const mixedProducts = [
  ...new Set([
    // First one whose name starts with a Latin letter ("N-(4-…)"): dir="auto" read such a line as left to right.
    ...arabicProducts
      .filter((e) => parenthesised.test((e.data as { chemicalName?: string }).chemicalName ?? ''))
      .sort((a, b) => Number(latinFirst(b)) - Number(latinFirst(a)))
      .slice(0, 1),
    ...arabicProducts.filter((e) => /[\u0600-\u06FF][^"]*\d\s?[A-Za-z]/.test(JSON.stringify(e.data))).slice(0, 2),
  ]),
];

interface Fault {
  text: string;
  what: string;
}

/** Every visible place on the page where a number follows its Latin word, or an Arabic parenthesis opens on the left. */
function faults(page: Page): Promise<Fault[]> {
  return page.evaluate(() => {
    const found: { text: string; what: string }[] = [];
    const ar = /[\u0600-\u06FF]/;
    // Characters of a block in reading order, each with where it is drawn (null: not drawn).
    const blocks = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const block = n.parentElement?.closest('p, li, dd, dt, td, th, address, h1, h2, h3, span.block, figcaption');
      if (block) blocks.add(block);
    }
    for (const block of blocks) {
      const chars: { c: string; x: number; top: number } [] = [];
      const w = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let n = w.nextNode(); n; n = w.nextNode()) {
        const t = n.textContent ?? '';
        for (let i = 0; i < t.length; i++) {
          const r = document.createRange();
          r.setStart(n, i);
          r.setEnd(n, i + 1);
          const b = r.getBoundingClientRect();
          chars.push({ c: t[i]!, x: b.width > 0 ? b.left + b.width / 2 : NaN, top: Math.round(b.top) });
        }
      }
      const text = chars.map((c) => c.c).join('');
      if (!ar.test(text)) continue;
      const sameLine = (a: number, b: number) => !Number.isNaN(chars[a]!.x) && !Number.isNaN(chars[b]!.x) && Math.abs(chars[a]!.top - chars[b]!.top) < 4;
      // A number, then a Latin word: the number must be drawn to the word's left.
      for (const m of text.matchAll(/(\d[\d.,]*)\s?([A-Za-z][A-Za-z²³/%]*)/g)) {
        const num = m.index;
        const word = m.index + m[0].length - m[2]!.length;
        if (sameLine(num, word) && chars[num]!.x > chars[word]!.x) found.push({ text, what: `"${m[0]}" drawn as "${m[2]} ${m[1]}"` });
      }
      // Parentheses around Arabic: in a right-to-left reading the opening one is on the right.
      for (const m of text.matchAll(/\(([^()]*)\)/g)) {
        if (!ar.test(m[1]!)) continue;
        const open = m.index;
        const close = m.index + m[0].length - 1;
        if (sameLine(open, close) && chars[open]!.x < chars[close]!.x) found.push({ text, what: `"${m[0]}" laid out left to right` });
      }
    }
    return found;
  });
}

async function visit(page: Page, address: string) {
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

for (const width of [390, 1280]) {
  test.describe(`Latin in Arabic at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('the contact page and the footer: the address lines keep their numbers first', async ({ page }) => {
      test.skip(!contactPage, 'no Arabic contact page');
      await visit(page, contactPage!.address.realPath);
      // The test has something to measure: the Arabic address holds a Latin line.
      const lines = localized.site.contact.address.lines;
      test.skip(!lines.some((l) => arabic.test(l) && /[A-Za-z]/.test(l)), 'the Arabic address has no Latin inside Arabic');
      expect(await faults(page)).toEqual([]);
    });

    for (const entry of mixedProducts) {
      test(`${entry.key}: numbers before units and codes, and a translated chemical name, in reading order`, async ({ page }) => {
        await visit(page, entry.address.realPath);
        expect(await faults(page)).toEqual([]);
        // The printed sheet: its letterhead carries the address.
        await page.emulateMedia({ media: 'print' });
        expect(await faults(page)).toEqual([]);
      });
    }
  });
}
