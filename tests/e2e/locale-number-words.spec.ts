import { expect, test } from '@playwright/test';
import { prefixedLocales, type PrefixedLocale } from '../../src/content/locales.ts';

/**
 * Issue 44: a count on a page in another language is written in that language. "Six خطوط أعمال",
 * "Eight secteurs d'activité", "Five familias": an English number word left in a translated page
 * is what a count token, a plural or a hand-made format gave when it fell back to English.
 * Every page of each language is read from the sitemap (never a list written here), in the
 * browser once the app has taken the static page over, and its visible text searched.
 */
const englishNumbers = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'twenty'];
// Words that are also the language's own: French "six" and "four" (an oven), Spanish "ten" (tener).
const ownWords: Record<PrefixedLocale, readonly string[]> = { ar: [], es: ['ten'], fr: ['six', 'four'] };

for (const locale of prefixedLocales) {
  test(`no English number word on any /${locale}/ page`, async ({ page, request }) => {
    test.setTimeout(600_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => p.startsWith(`/${locale}/`));
    expect(paths.length, `pages of /${locale}/ in the sitemap`).toBeGreaterThan(0);
    const words = englishNumbers.filter((w) => !ownWords[locale].includes(w));
    // A word on its own: not inside a chemical name ("furan-2(5H)-one") nor starting a proper name
    // in English capitals ("One Star Export House", a certificate's name, is written so everywhere).
    const pattern = new RegExp(`(?<![-\\p{L}\\p{N}])(${words.join('|')})(?![-\\p{L}\\p{N}])(?! [A-Z])`, 'giu');
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
      const text = await page.locator('body').innerText();
      for (const m of text.matchAll(pattern)) found.push(`${path}: "${text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).replace(/\s+/g, ' ')}"`);
    }
    expect(found).toEqual([]);
  });
}
