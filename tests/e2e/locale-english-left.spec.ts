import { expect, test, type Page } from '@playwright/test';
import { prefixedLocales, type PrefixedLocale } from '../../src/content/locales.ts';
import { content } from './content.ts';
import { englishLeft, mayStayAsEnglish, type ShownText } from './english-left.ts';

/**
 * Issue 46: every page of /ar/, /es/ and /fr/ (read from the sitemap, never a list written here)
 * shows no English that its English page shows in the same place: a product name left in a table,
 * an interface word a component took from the English catalogue. Names the content keeps on purpose,
 * codes, figures and botanical names are left out (english-left.ts reads them from the content).
 *
 * Every page is read as built (its static HTML, scripts off: a fraction of the app's cost), each
 * English page once for its three translations; the app, which takes over a page in the browser
 * and could show what the static page does not (an English loader's text), is read on one page of
 * each kind per language. The whole reads about 280 pages in a few minutes on two workers.
 */
async function shownTexts(page: Page, address: string, app: boolean): Promise<ShownText[]> {
  const response = await page.goto(address, { waitUntil: 'load' });
  expect(response?.status(), address).toBe(200);
  if (app) await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const landmarks = 'header, nav, main, footer, aside, [role="dialog"]';
    const sections = [...document.querySelectorAll('main section')];
    const out: { region: string; text: string; sentence?: string }[] = [];
    const tidy = (s: string | null | undefined) => s?.replace(/\s+/g, ' ').trim() ?? '';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = tidy(node.textContent);
      const el = node.parentElement;
      if (!text || !el || !el.checkVisibility({ visibilityProperty: true })) continue;
      // Marked as another language (a botanical name in Latin, a name kept in English): as written.
      if (el.closest('[lang]')?.getAttribute('lang') !== lang) continue;
      const landmark = el.closest(landmarks);
      const section = el.closest('main section');
      const region = landmark
        ? `${landmark.tagName.toLowerCase()}${[...document.querySelectorAll(landmark.tagName)].indexOf(landmark)}${section ? `/section${sections.indexOf(section)}` : ''}`
        : 'body';
      // A term isolated inside a sentence (BidiText's <bdi>) is read with the block it sits in.
      const isolate = el.closest('bdi');
      let block = isolate?.parentElement ?? null;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      out.push(block ? { region, text, sentence: tidy(block.textContent) } : { region, text });
    }
    return out;
  });
}

/** The addresses of the built site, from its sitemap. */
async function siteAddresses(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

const translationOf = (locale: PrefixedLocale, english: string) => `/${locale}${english}`;
const mayStay = new Map(prefixedLocales.map((l) => [l, mayStayAsEnglish(content, l)]));

/** The English pages that have a translation, each with the translated addresses the sitemap lists. */
async function pagesToRead(page: Page): Promise<{ english: string; translations: { locale: PrefixedLocale; address: string }[] }[]> {
  const all = await siteAddresses(page);
  const listed = new Set(all);
  const english = all.filter((a) => !prefixedLocales.some((l) => a.startsWith(`/${l}/`)));
  const pages = english
    .map((e) => ({ english: e, translations: prefixedLocales.map((locale) => ({ locale, address: translationOf(locale, e) })).filter((t) => listed.has(t.address)) }))
    .filter((p) => p.translations.length > 0);
  for (const locale of prefixedLocales) expect(pages.some((p) => p.translations.some((t) => t.locale === locale)), `pages of /${locale}/ in the sitemap`).toBe(true);
  return pages;
}

async function findings(page: Page, english: string, translations: { locale: PrefixedLocale; address: string }[], app: boolean): Promise<string[]> {
  const shownInEnglish = await shownTexts(page, english, app);
  const found: string[] = [];
  for (const { locale, address } of translations) {
    const shown = await shownTexts(page, address, app);
    found.push(...englishLeft(locale, shown, shownInEnglish, mayStay.get(locale)!).map((f) => `${address} ${f}`));
  }
  return found;
}

// The pages in parts, so that the two workers share them.
const PARTS = 4;

test.describe('as built, scripts off', () => {
  test.use({ javaScriptEnabled: false });
  for (let part = 0; part < PARTS; part++) {
    test(`no English the English page shows in the same place on any /${prefixedLocales.join('/, /')}/ page (part ${part + 1} of ${PARTS})`, async ({ page }) => {
      test.setTimeout(600_000);
      const pages = (await pagesToRead(page)).filter((_, i) => i % PARTS === part);
      const found: string[] = [];
      for (const p of pages) found.push(...(await findings(page, p.english, p.translations, false)));
      expect(found).toEqual([]);
    });
  }
});

/**
 * One page of each kind: each page with no sibling of the same parent (home, about, contact ...)
 * and the first child of each parent (one API product, one commodity, one category ...).
 */
function oneOfEachKind(addresses: readonly string[]): string[] {
  const parent = (a: string) => a.replace(/[^/]+\/$/, '');
  const seen = new Set<string>();
  return addresses.filter((a) => {
    const siblings = addresses.filter((b) => parent(b) === parent(a)).length;
    if (parent(a) === '/' || a === '/' || siblings === 1) return true;
    return !seen.has(parent(a)) && seen.add(parent(a));
  });
}

test('the app, once it takes over a translated page, shows no English the English page shows there (one page of each kind)', async ({ page }) => {
  test.setTimeout(600_000);
  const pages = await pagesToRead(page);
  const sample = new Set(oneOfEachKind(pages.map((p) => p.english)));
  const found: string[] = [];
  for (const p of pages.filter((x) => sample.has(x.english))) found.push(...(await findings(page, p.english, p.translations, true)));
  expect(found).toEqual([]);
});
