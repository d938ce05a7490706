import { expect, test, type Page } from '@playwright/test';
import { prefixedLocales } from '../../src/content/locales.ts';
import { content } from './content.ts';
import { axeAllRules, collectErrors } from './helpers.ts';

/**
 * axe-core (the project's, 4.14) with every rule, experimental ones included, on home, an API
 * product and contact, at a phone's, a tablet's and a desktop's width, in every language the
 * content is published in (issue 47, item 10): nothing serious or critical. Addresses come from the
 * content's own lists, never written here.
 */
test.describe.configure({ timeout: 120_000 });

const locales = ['en', ...prefixedLocales] as const;
/** A language's home, first API product and contact page, where the content has them. */
function addresses(locale: (typeof locales)[number]): string[] {
  const shown = locale === 'en' ? content : content.localized[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const home = shown.pages.find((p) => p.path === '/')?.address.realPath;
  const contact = shown.pages.find((p) => p.path === '/contact')?.address.realPath ?? `${prefix}/contact/`;
  const product = shown.entries.find((e) => e.collection === 'api-products')?.address.realPath;
  return [home, product, contact].filter((a): a is string => !!a);
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Scroll-in sections settle before axe measures contrast.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 700) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 25));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(900);
  const { violations } = await axeAllRules(page).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

for (const locale of locales) {
  test(`${locale}: home, an API product and contact at 390, 1024 and 1280 px: no serious axe violation with every rule`, async ({ page }) => {
    const errors = collectErrors(page);
    for (const address of addresses(locale)) {
      for (const width of [390, 1024, 1280]) {
        await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
        await page.goto(address);
        await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
        expect(await seriousViolations(page), `${address} at ${width} px`).toEqual([]);
      }
    }
    expect(errors).toEqual([]);
  });
}
