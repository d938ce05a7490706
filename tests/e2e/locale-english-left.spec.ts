import { expect, test, type Page } from '@playwright/test';
import { prefixedLocales } from '../../src/content/locales.ts';
import { content } from './content.ts';
import { englishLeft, mayStayAsEnglish, type ShownText } from './english-left.ts';

/**
 * Issue 46: every page of /ar/, /es/ and /fr/ (read from the sitemap, never a list written here)
 * shows no English that its English page shows in the same place: a product name left in a table,
 * an interface word a component took from the English catalogue. Names the content keeps on purpose,
 * codes, figures and botanical names are left out (english-left.ts reads them from the content).
 */
async function shownTexts(page: Page, address: string): Promise<ShownText[]> {
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const landmarks = 'header, nav, main, footer, aside, [role="dialog"]';
    const out: { region: string; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const el = node.parentElement;
      if (!text || !el || !el.checkVisibility({ visibilityProperty: true })) continue;
      // Marked as another language (a botanical name in Latin, a name kept in English): as written.
      if (el.closest('[lang]')?.getAttribute('lang') !== lang) continue;
      const landmark = el.closest(landmarks);
      const section = el.closest('main section');
      const region = landmark
        ? `${landmark.tagName.toLowerCase()}${[...document.querySelectorAll(landmark.tagName)].indexOf(landmark)}${section ? `/section${[...document.querySelectorAll('main section')].indexOf(section)}` : ''}`
        : 'body';
      out.push({ region, text });
    }
    return out;
  });
}

// fixme until the last findings are fixed (seen on the built content, 2026-12-07): /ar/about/ shows its
// English sections; the cashews and peanuts grade tiles named their lines in English (they now use
// their captions: a build is needed to see it pass there); Arabic Latin glosses in isolated spans ("(Kabuli chana)", "(E. coli)") are read
// on their own and need their sentence's script. Run it with `npx playwright test locale-english-left`.
for (const locale of prefixedLocales) {
  test(`no English the English page shows in the same place on any /${locale}/ page`, async ({ page, request }) => {
    test.setTimeout(900_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => p.startsWith(`/${locale}/`));
    expect(paths.length, `pages of /${locale}/ in the sitemap`).toBeGreaterThan(0);
    const mayStay = mayStayAsEnglish(content, locale);
    const found: string[] = [];
    for (const address of paths) {
      const shown = await shownTexts(page, address);
      const english = await shownTexts(page, address.slice(locale.length + 1));
      found.push(...englishLeft(locale, shown, english, mayStay).map((f) => `${address} ${f}`));
    }
    expect(found).toEqual([]);
  });
}
